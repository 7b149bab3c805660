import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { endpoints } from '@curbside/contracts';
import { CONFIRM_LOGOUT, LOGIN_PATH, visibleUserMenuEntries, type UserMenuEntry } from '@curbside/domain';
import { confirm, queryClient, sessionStore, uiStore, useApi, useEmit, useSession, useUi } from '@curbside/ui';
import { Breadcrumb } from '../Breadcrumb.tsx';
import type { ShellEvents } from '../shell.contract.ts';
import { FirmLogo } from './FirmLogo.tsx';
import { LoginAs } from './LoginAs.tsx';
import { UserMenu } from './UserMenu.tsx';
import { userInitials } from './user-initials.ts';

interface HeaderProps {
  currentPath: string;
  /** Whether the personal data disclaimer document exists (GET /users/documents). */
  hasDisclaimerDocument: boolean;
  onMenuEntry(entry: UserMenuEntry): void;
}

/** spec 000 §2 Header: logo, breadcrumb, 'Login as ...', dark mode, user menu, logout. */
export function Header({ currentPath, hasDisclaimerDocument, onMenuEntry }: HeaderProps) {
  const user = useSession((s) => s.userData?.user ?? null);
  const firm = useSession((s) => s.firm);
  const darkMode = useUi((s) => s.darkMode);
  const api = useApi();
  const emit = useEmit<ShellEvents>();

  const entries = user && firm ? visibleUserMenuEntries({ user, firm, hasDisclaimerDocument }) : [];

  // spec 000 §4: 'Logout calls the server and ignores failure.'
  const logOut = async () => {
    if (!(await confirm(CONFIRM_LOGOUT, { confirmLabel: 'Yes' }))) return;
    try {
      await api.call(endpoints.auth.logout);
    } catch {
      // ignored: the session ends here whatever the server says
    }
    sessionStore.getState().clearSession();
    queryClient.clear();
    emit('curb-auth-signed-out', {});
    emit('curb-navigate', { path: LOGIN_PATH });
  };

  return (
    <header className="header" part="header">
      <FirmLogo />
      <Breadcrumb currentPath={currentPath} />
      <div className="header__actions">
        <LoginAs />
        <button
          type="button"
          className="header-button"
          aria-label="Dark mode"
          title="Dark mode"
          aria-pressed={darkMode}
          onClick={() => uiStore.getState().toggleDarkMode()}
        >
          <SlIcon name={darkMode ? 'moon-stars-fill' : 'moon-stars'} />
        </button>
        {entries.length > 0 ? <UserMenu entries={entries} initials={user ? userInitials(user) : ''} onChoose={onMenuEntry} /> : null}
        <button type="button" className="header-button" aria-label="Log out" title="Log out" onClick={() => void logOut()}>
          <SlIcon name="box-arrow-right" />
        </button>
      </div>
    </header>
  );
}
