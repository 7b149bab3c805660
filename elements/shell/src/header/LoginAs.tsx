import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { endpoints } from '@curbside/contracts';
import { canLoginAs, confirmLoginAs, errorText } from '@curbside/domain';
import { confirm, showToast, useApi, useSession } from '@curbside/ui';
import { filterLoginAsOptions, loginAsOptions, type LoginAsOption } from './login-as-options.ts';

const LABEL = 'Login as ...';

/**
 * spec 000 §2 Header / §6: the 'Login as ...' autocomplete for HQ dev, HQ support, admin and
 * super admin users with login permissions; sorted by firm name; needs a confirmation.
 * An ARIA 1.2 combobox (input + listbox) so it reads and types like one.
 */
export function LoginAs() {
  const userData = useSession((s) => s.userData);
  const api = useApi();
  const ids = useId();
  const listId = `${ids}-login-as-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);

  const options = useMemo(() => loginAsOptions(userData?.loginsPermissions ?? []), [userData]);
  const matches = useMemo(() => filterLoginAsOptions(options, query), [options, query]);
  if (!userData || !canLoginAs({ user: userData.user, loginPermissionCount: options.length })) return null;

  const activeIndex = Math.min(active, matches.length - 1);
  const optionId = (index: number) => `${ids}-login-as-${index}`;
  const show = (next: boolean) => {
    setOpen(next);
    if (next) setActive(0);
  };

  const choose = async (option: LoginAsOption) => {
    setOpen(false);
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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) show(true);
      else setActive(Math.min(activeIndex + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) setActive(Math.max(activeIndex - 1, 0));
    } else if (event.key === 'Enter') {
      const option = open ? matches[activeIndex] : undefined;
      if (option) {
        event.preventDefault();
        void choose(option);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else setQuery('');
    }
  };

  const expanded = open && matches.length > 0;
  return (
    <div className="login-as">
      <SlIcon name="search" className="login-as__icon" />
      <input
        ref={inputRef}
        className="login-as__input"
        type="text"
        role="combobox"
        aria-label={LABEL}
        placeholder={LABEL}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        disabled={busy}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          show(true);
        }}
        onFocus={() => show(true)}
        onClick={() => show(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={LABEL} className="login-as__list" hidden={!expanded}>
        {matches.map((option, index) => (
          <li
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className="login-as__option"
            // Keep the focus in the input: the click chooses, the blur would close first.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => void choose(option)}
          >
            {option.loginId}
            <span className="login-as__firm"> — {option.firmName}</span>
          </li>
        ))}
      </ul>
      {open && matches.length === 0 ? (
        <div className="login-as__empty" role="status">
          No match
        </div>
      ) : null}
    </div>
  );
}
