import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { EmbedOriginSchema, TEXT_LIMITS, endpoints } from '@curbside/contracts';
import { ShoelaceField, confirm, showToast, useApi, useCall, useFailureToast, useToastedTask } from '@curbside/ui';
import { SettingsForm } from './SettingsForm.tsx';

/**
 * The firm's embedding origins (issue 9): the host pages (an intranet, a partner's billing site)
 * allowed to run the elements for the firm's users from another origin. The server answers CORS
 * for these only, and refuses a session or event-stream ticket used from any other page.
 */
export function AllowedOrigins() {
  const api = useApi();
  const list = useCall(endpoints.embed.origins, {}, { retry: false });
  useFailureToast(list);
  const [entry, setEntry] = useState('');
  const [attempted, setAttempted] = useState(false);
  const { busyKey, run } = useToastedTask<string>();

  const parsed = EmbedOriginSchema.safeParse(entry);
  const error = attempted && !parsed.success ? (parsed.error.issues[0]?.message ?? null) : null;

  const add = async () => {
    setAttempted(true);
    if (!parsed.success) return;
    const origin = parsed.data;
    const done = await run(async () => {
      await api.call(endpoints.embed.addOrigin, { body: { origin } });
      showToast(`${origin} may now embed the elements`, 'success');
    }, 'add');
    if (done) {
      setEntry('');
      setAttempted(false);
    }
  };

  const remove = async (origin: string) => {
    if (!(await confirm(`Stop allowing ${origin}? Its pages can no longer run the elements for your firm.`, { confirmLabel: 'Remove origin', danger: true }))) return;
    await run(async () => {
      await api.call(endpoints.embed.removeOrigin, { body: { origin } });
      showToast(`${origin} removed`, 'success');
    }, origin);
  };

  const origins = list.data?.origins ?? [];
  return (
    <section className="allowed-origins" aria-labelledby="allowed-origins-heading">
      <h3 id="allowed-origins-heading">Embedding origins</h3>
      <p className="settings-note">
        The pages of these origins may embed the Curbside elements for your firm&apos;s users, such as your intranet or a partner&apos;s billing site.
      </p>
      {list.isPending ? <p className="settings-state" role="status">Loading…</p> : origins.length === 0 ? (
        <p className="settings-state">No origin yet: the elements run only on Curbside&apos;s own pages.</p>
      ) : (
        <ul className="allowed-origins__list" aria-label="Embedding origins">
          {origins.map((origin) => (
            <li key={origin} className="curb-inline">
              <code>{origin}</code>
              <SlButton size="small" variant="danger" outline loading={busyKey === origin} onClick={() => void remove(origin)}>
                Remove<span className="visually-hidden"> {origin}</span>
              </SlButton>
            </li>
          ))}
        </ul>
      )}
      <SettingsForm label="Add an embedding origin" submitLabel="Add origin" busy={busyKey === 'add'} onSubmit={() => void add()}>
        <ShoelaceField label="Origin" required help="https://host or https://host:port" error={error} count={{ text: entry, max: TEXT_LIMITS.address }}>
          {(control) => (
            <SlInput {...control} className="allowed-origins__entry" type="url" value={entry} onSlInput={(e) => setEntry((e.target as HTMLInputElement).value)} />
          )}
        </ShoelaceField>
      </SettingsForm>
    </section>
  );
}
