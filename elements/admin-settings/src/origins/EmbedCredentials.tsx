import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlCopyButton from '@shoelace-style/shoelace/dist/react/copy-button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { TEXT_LIMITS, endpoints } from '@curbside/contracts';
import { ShoelaceField, confirm, showToast, useApi, useCall, useFailureToast, useToastedTask } from '@curbside/ui';
import { SettingsForm } from './SettingsForm.tsx';

/**
 * The firm's embed credentials (issue 9): what its server presents to POST /embed/tokens for
 * host tokens. A new credential's secret is shown once, to copy into the server's configuration.
 */
export function EmbedCredentials() {
  const api = useApi();
  const list = useCall(endpoints.embed.credentials, {}, { retry: false });
  useFailureToast(list);
  const [name, setName] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [issued, setIssued] = useState<{ clientId: string; clientSecret: string } | null>(null);
  const { busyKey, run } = useToastedTask<string>();
  const error = attempted && !name.trim() ? 'Enter a name' : null;

  const issue = async () => {
    setAttempted(true);
    if (!name.trim() || name.length > TEXT_LIMITS.name) return;
    await run(async () => {
      setIssued(await api.call(endpoints.embed.issueCredential, { body: { name: name.trim() } }));
      setName('');
      setAttempted(false);
      await list.refetch();
    }, 'issue');
  };

  const revoke = async (clientId: string, label: string) => {
    if (!(await confirm(`Revoke ${label}? Your server can no longer obtain tokens with it.`, { confirmLabel: 'Revoke credentials', danger: true }))) return;
    await run(async () => {
      await api.call(endpoints.embed.revokeCredential, { body: { clientId } });
      showToast(`${label} revoked`, 'success');
      if (issued?.clientId === clientId) setIssued(null);
      await list.refetch();
    }, clientId);
  };

  const credentials = list.data ?? [];
  return (
    <section className="embed-credentials" aria-labelledby="embed-credentials-heading">
      <h3 id="embed-credentials-heading">Embed credentials</h3>
      <p className="settings-note">Your server exchanges these for short-lived sign-in tokens of your users (POST /api/web/v1/embed/tokens). Never put them in a page.</p>
      {issued ? (
        <div className="embed-credentials__issued" role="status">
          <p>Copy the secret now: it is not shown again.</p>
          <dl className="curb-facts">
            <dt>Client id</dt>
            <dd><code id="issued-client-id">{issued.clientId}</code></dd>
            <dt>Client secret</dt>
            <dd className="curb-inline">
              <code id="issued-client-secret">{issued.clientSecret}</code>
              <SlCopyButton value={issued.clientSecret} copyLabel="Copy the client secret" successLabel="Copied" errorLabel="Copy failed" />
            </dd>
          </dl>
        </div>
      ) : null}
      {credentials.length === 0 ? (list.isPending ? null : <p className="settings-state">No embed credentials yet.</p>) : (
        <ul className="allowed-origins__list" aria-label="Embed credentials">
          {credentials.map((credential) => (
            <li key={credential.clientId} className="curb-inline">
              <span>{credential.name} <code>{credential.clientId}</code></span>
              <SlButton size="small" variant="danger" outline loading={busyKey === credential.clientId} onClick={() => void revoke(credential.clientId, credential.name)}>
                Revoke<span className="visually-hidden"> {credential.name}</span>
              </SlButton>
            </li>
          ))}
        </ul>
      )}
      <SettingsForm label="Issue embed credentials" submitLabel="Issue credentials" busy={busyKey === 'issue'} onSubmit={() => void issue()}>
        <ShoelaceField label="Credential name" required help="Where they are used, e.g. Intranet (production)" error={error} count={{ text: name, max: TEXT_LIMITS.name }}>
          {(control) => (
            <SlInput {...control} value={name} onSlInput={(e) => setName((e.target as HTMLInputElement).value)} />
          )}
        </ShoelaceField>
      </SettingsForm>
    </section>
  );
}
