import { useCallback, useEffect, useRef, useState } from 'react';
import { endpoints } from '@curbside/contracts';
import { matchRoute, type UserMenuEntry } from '@curbside/domain';
import { connectSessionToApi, loadSession } from '@curbside/state';
import { sessionStore, useAdoptedStyles, useEarlySlotHandOver, useApi, useCurrentPath, useEmit, useQuery, useSession } from '@curbside/ui';
import { AssistantPanel } from './AssistantPanel.tsx';
import { BroadcastBanner } from './broadcast/BroadcastBanner.tsx';
import { DisclaimerDialog, DocumentDialog, SelfOnboardingTermsDialog, SupportDialog } from './dialogs/index.ts';
import { FirmLogo } from './header/FirmLogo.tsx';
import { Header } from './header/Header.tsx';
import { LoginAs } from './header/LoginAs.tsx';
import { NavDrawer } from './nav/NavDrawer.tsx';
import { useNavLayout } from './nav/nav-layout.ts';
import { SideNav } from './nav/SideNav.tsx';
import { pageHeading } from './page-heading.ts';
import { shellLayoutCss } from './shell-layout.css.ts';
import type { ShellEvents, ShellProps } from './shell.contract.ts';
import { ShellTour } from './tour/ShellTour.tsx';

type ShownDocument = 'TermsOfUse' | 'PrivacyPolicy' | null;

/** <curb-shell>: header, side navigation and the main area with the routed element (spec 000 §2). */
export function Shell({ currentPath, availableRoutes }: ShellProps) {
  const api = useApi();
  const emit = useEmit<ShellEvents>();
  const path = useCurrentPath(currentPath);
  const user = useSession((s) => s.userData?.user ?? null);
  const userDisclaimer = useSession((s) => s.firm?.firmPreferences.userDisclaimer ?? false);
  const [supportOpen, setSupportOpen] = useState(false);
  const [supportQuestion, setSupportQuestion] = useState('');
  const [assistantOpen, setAssistantOpen] = useState(false);
  const closeAssistant = useCallback(() => setAssistantOpen(false), []);
  const supportFromAssistant = useCallback((question: string) => {
    setSupportQuestion(question);
    setSupportOpen(true);
  }, []);
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  const [shownDocument, setShownDocument] = useState<ShownDocument>(null);
  useAdoptedStyles(shellLayoutCss);
  // On a cold /new-booking the page's early script gave this element a slot to show the stepper in.
  useEarlySlotHandOver();
  const layout = useNavLayout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const drawerShown = drawerOpen && layout === 'drawer';

  // WCAG 2.4.1: the skip link moves the focus past the header and the navigation. The main area is
  // in the shadow root, where a #fragment link cannot reach it: a button does the move.
  const skipToMain = () => mainRef.current?.focus();

  // The root config may have loaded the session already; loadSession() shares a running load.
  // connectSessionToApi is idempotent; defineElement() owns disconnecting it.
  useEffect(() => {
    connectSessionToApi(api);
    if (!sessionStore.getState().userData) void loadSession(api);
  }, [api]);

  // spec 000 §2 Header: the disclaimer entry shows only if the firm enables it and a document exists.
  const disclaimerDocuments = useQuery({
    queryKey: ['users', 'documents', 'PersonalDataDisclaimer'],
    queryFn: () => api.call(endpoints.users.documents, { query: { type: 'PersonalDataDisclaimer' } }),
    enabled: user !== null && userDisclaimer,
  });
  const hasDisclaimerDocument = (disclaimerDocuments.data?.length ?? 0) > 0;

  const onMenuEntry = (entry: UserMenuEntry) => {
    switch (entry.id) {
      case 'manageAccount':
        if (user) emit('curb-account-requested', { userId: user.userId, tab: 'contact' });
        break;
      case 'userGuide':
        if (entry.href) window.open(entry.href, '_blank', 'noopener');
        break;
      case 'personalDataDisclaimer':
        setDisclaimerOpen(true);
        break;
      case 'termsOfUse':
        setShownDocument('TermsOfUse');
        break;
      case 'privacyPolicy':
        setShownDocument('PrivacyPolicy');
        break;
      case 'contactSupport':
        setSupportOpen(true);
        break;
      case 'loginId':
        break;
    }
  };

  return (
    <div className={`shell shell--${layout}`}>
      <button type="button" className="skip-link" onClick={skipToMain}>
        Skip to main content
      </button>
      <Header
        currentPath={path}
        layout={layout}
        drawerOpen={drawerShown}
        onMenu={() => setDrawerOpen(true)}
        hasDisclaimerDocument={hasDisclaimerDocument}
        onMenuEntry={onMenuEntry}
        assistantOpen={assistantOpen}
        onAssistant={() => setAssistantOpen((shown) => !shown)}
      />
      <div className="shell__body">
        {layout === 'drawer' ? (
          <NavDrawer open={drawerShown} currentPath={path} availableRoutes={availableRoutes} onClose={() => setDrawerOpen(false)}>
            <div className="nav-drawer__top">
              <FirmLogo />
              <LoginAs />
            </div>
          </NavDrawer>
        ) : (
          <SideNav currentPath={path} availableRoutes={availableRoutes} layout={layout} />
        )}
        <main className="shell__main" part="main" id="main" tabIndex={-1} ref={mainRef}>
          {/* The page's one h1 (its name, as the breadcrumb's last crumb); the routed element's headings start at h2. */}
          <h1 className="visually-hidden">{pageHeading(matchRoute(path))}</h1>
          <BroadcastBanner path={path} />
          <slot />
        </main>
      </div>
      <SupportDialog open={supportOpen} initialMessage={supportQuestion} onClose={() => {
        setSupportOpen(false);
        setSupportQuestion('');
      }} />
      <AssistantPanel open={assistantOpen} onClose={closeAssistant} onSupport={supportFromAssistant} />
      <DisclaimerDialog openFromMenu={disclaimerOpen} onClose={() => setDisclaimerOpen(false)} />
      <SelfOnboardingTermsDialog />
      <DocumentDialog type={shownDocument} onClose={() => setShownDocument(null)} />
      <ShellTour />
    </div>
  );
}
