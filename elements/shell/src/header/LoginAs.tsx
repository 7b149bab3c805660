import { useMemo, useState } from 'react';
import { endpoints } from '@curbside/contracts';
import { canLoginAs, confirmLoginAs, errorText } from '@curbside/domain';
import { Combobox, confirm, showToast, useApi, useSession } from '@curbside/ui';
import { filterLoginAsOptions, loginAsOptions, type LoginAsOption } from './login-as-options.ts';

const LABEL = 'Login as ...';

/**
 * spec 000 §2 Header / §6: the 'Login as ...' autocomplete for HQ dev, HQ support, admin and
 * super admin users with login permissions; sorted by firm name; needs a confirmation.
 * A configuration of the shared Combobox.
 */
export function LoginAs() {
  const userData = useSession((s) => s.userData);
  const api = useApi();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);

  const options = useMemo(() => loginAsOptions(userData?.loginsPermissions ?? []), [userData]);
  const matches = useMemo(() => filterLoginAsOptions(options, query), [options, query]);
  if (!userData || !canLoginAs({ user: userData.user, loginPermissionCount: options.length })) return null;

  const choose = async (option: LoginAsOption) => {
    setQuery('');
    if (busy) return;
    if (!(await confirm(confirmLoginAs(option.loginId), { confirmLabel: 'Yes' }))) return;
    setBusy(true);
    try {
      await api.call(endpoints.auth.loginAs, { params: { id: option.id } });
      window.location.assign('/');
    } catch (error) {
      showToast(errorText(error), 'danger');
      setBusy(false);
    }
  };

  return (
    <Combobox<LoginAsOption>
      className="login-as"
      label={LABEL}
      hideLabel
      placeholder={LABEL}
      size="small"
      pill
      icon="search"
      text={query}
      onTextChange={setQuery}
      options={matches}
      optionKey={(option) => String(option.id)}
      optionLabel={(option) => option.text}
      renderOption={(option) => (
        <>
          {option.loginId}
          <span className="combobox-option-secondary"> — {option.firmName}</span>
        </>
      )}
      onSelect={(option) => void choose(option)}
      emptyText="No match"
      disabled={busy}
    />
  );
}
