import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { endpoints } from '@curbside/contracts';
import { CONFIRM_LOGOUT, LOGIN_PATH, hasAssistant, visibleUserMenuEntries, type UserMenuEntry } from '@curbside/domain';
import { confirm, queryClient, sessionStore, uiStore, useApi, useEmit, useSession, useUi } from '@curbside/ui';
import { Breadcrumb } from '../Breadcrumb.tsx';
import type { ShellEvents } from '../shell.contract.ts';
import { NAV_DRAWER_ID } from '../nav/NavDrawer.tsx';
import type { NavLayout } from '../nav/nav-layout.ts';
import { FirmLogo } from './FirmLogo.tsx';
import { LoginAs } from './LoginAs.tsx';
import { UserMenu } from './UserMenu.tsx';
import { userInitials } from './user-initials.ts';

interface HeaderProps {
  currentPath: string;
  layout: NavLayout;
  /** Whether the navigation drawer is open (phones only). */
  drawerOpen: boolean;
  onMenu(): void;
  /** Whether the personal data disclaimer document exists (GET /users/documents). */
  hasDisclaimerDocument: boolean;
  onMenuEntry(entry: UserMenuEntry): void;
  /** Whether the assistant panel is open (issue 18). */
  assistantOpen: boolean;
  onAssistant(): void;
}

/** spec 000 §2 Header: logo, breadcrumb, 'Login as ...', dark mode, user menu, logout. */
export function Header({ currentPath, layout, drawerOpen, onMenu, hasDisclaimerDocument, onMenuEntry, assistantOpen, onAssistant }: HeaderProps) {
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
    // First the root config takes the signed-in screens down (on this event), then the session and
    // the cache go: a kept-alive list re-rendered for a signed-out user would refetch into a 401.
    emit('curb-auth-signed-out', {});
    sessionStore.getState().clearSession();
    queryClient.clear();
    emit('curb-navigate', { path: LOGIN_PATH });
  };

  return (
    <header className="header" part="header">
      {/* On a phone the navigation, the logo and 'Login as ...' live in the drawer this button opens. */}
      {layout === 'drawer' ? (
        <button
          type="button"
          className="header-button header-button--menu"
          aria-label="Navigation menu"
          aria-expanded={drawerOpen}
          aria-controls={NAV_DRAWER_ID}
          onClick={onMenu}
        >
          <SlIcon name="list" />
        </button>
      ) : (
        <FirmLogo />
      )}
      <Breadcrumb currentPath={currentPath} />
      <div className="header__actions">
        {layout === 'drawer' ? null : <LoginAs />}
        {/* 001 §2: the assistant shows only where the user's own AI flags allow a chat. */}
        {hasAssistant(user?.features.ai) ? (
          <button type="button" className="header-button" aria-label="Assistant" title="Assistant" aria-pressed={assistantOpen} onClick={onAssistant}>
            <SlIcon name={assistantOpen ? 'chat-dots-fill' : 'chat-dots'} />
          </button>
        ) : null}
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
