import { useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlCopyButton from '@shoelace-style/shoelace/dist/react/copy-button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { TEXT_LIMITS, endpoints } from '@curbside/contracts';
import { errorText } from '@curbside/domain';
import { ShoelaceField, showToast, useApi } from '@curbside/ui';
import { AllowedOrigins } from '../origins/AllowedOrigins.tsx';
import { EmbedCredentials } from '../origins/EmbedCredentials.tsx';

/**
 * Integrations (001 §7 Superadmin): a new expense-system signup code (POST /superadmin/concur/signup/code),
 * shown once with a copy button, for the /concur-signup link; and ISO client identifiers
 * (POST /integrations/isos); and, for embedding (issue 9), the origins that may embed the elements
 * and the embed credentials of the firm's server.
 */
export function IntegrationsSection() {
  const api = useApi();
  const [code, setCode] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [clientIdentifier, setClientIdentifier] = useState('');
  const [registering, setRegistering] = useState(false);
  const [attempted, setAttempted] = useState(false);

  const createCode = async () => {
    setCreating(true);
    try {
      setCode((await api.call(endpoints.superadmin.concurSignupCode, {})).signupCode);
    } catch (error) {
      showToast(errorText(error), 'danger');
    } finally {
      setCreating(false);
    }
  };

  const identifierError = attempted && !clientIdentifier.trim() ? 'Enter the client identifier' : null;
  const register = async () => {
    setAttempted(true);
    if (!clientIdentifier.trim() || clientIdentifier.length > TEXT_LIMITS.code) return;
    setRegistering(true);
    try {
      await api.call(endpoints.integrations.isos, { body: { clientIdentifier: clientIdentifier.trim() } });
      showToast(`Client identifier ${clientIdentifier.trim()} registered`, 'success');
      setClientIdentifier('');
      setAttempted(false);
    } catch (error) {
      showToast(errorText(error), 'danger');
    } finally {
      setRegistering(false);
    }
  };

  return (
    <div className="settings-section">
      <h2 id="integrations-heading">Integrations</h2>
      <h3>Expense-system signup code</h3>
      <p className="settings-note">A code lets one expense-system account link to your firm. It is shown once: copy it before you leave this page.</p>
      {code ? (
        <div className="signup-code curb-inline" part="signup-code">
          <code className="signup-code__value" id="signup-code">{code}</code>
          <SlCopyButton value={code} copyLabel="Copy the signup code" successLabel="Copied" errorLabel="Copy failed" />
        </div>
      ) : null}
      <SlButton loading={creating} onClick={() => void createCode()}>{code ? 'Create another code' : 'Create signup code'}</SlButton>

      <h3>ISO client identifiers</h3>
      <form
        className="iso-form curb-form-grid"
        aria-label="Register an ISO client identifier"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void register();
        }}
      >
        <ShoelaceField label="Client identifier" required error={identifierError} count={{ text: clientIdentifier, max: TEXT_LIMITS.code }}>
          {(control) => (
            <SlInput {...control} className="iso-identifier" value={clientIdentifier} onSlInput={(e) => setClientIdentifier((e.target as HTMLInputElement).value)} />
          )}
        </ShoelaceField>
        <div className="curb-inline form-buttons">
          <SlButton type="submit" variant="primary" loading={registering}>Register</SlButton>
        </div>
      </form>
      <AllowedOrigins />
      <EmbedCredentials />
    </div>
  );
}
