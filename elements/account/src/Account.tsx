import { useCallback, useEffect, useMemo, useState } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import SlTab from '@shoelace-style/shoelace/dist/react/tab/index.js';
import SlTabGroup from '@shoelace-style/shoelace/dist/react/tab-group/index.js';
import SlTabPanel from '@shoelace-style/shoelace/dist/react/tab-panel/index.js';
import { endpoints } from '@curbside/contracts';
import { PREFERENCES_TOASTS, accountDialogTitle, accountTabs } from '@curbside/domain';
import { loadSession } from '@curbside/state';
import { queryClient, showToast, themeClass, useApi, useEmit, useHost, useQuery, useSession, useUi } from '@curbside/ui';
import type { AccountEvents, AccountProps, AccountSection } from './account.contract.ts';
import { AccountContext, type AccountContextValue } from './account-context.ts';
import { accountKeys, accountMode, accountUserId, resolveTab } from './account-logic.ts';
import { NewEmployeeDialog, RegistrationDialog } from './contact/ContactDialogs.tsx';
import { AddressesTab } from './tabs/AddressesTab.tsx';
import { BookersTab } from './tabs/BookersTab.tsx';
import { CardsTab } from './tabs/CardsTab.tsx';
import { ContactTab } from './tabs/ContactTab.tsx';
import { OnBehalfTab } from './tabs/OnBehalfTab.tsx';
import { PreferencesTab } from './tabs/PreferencesTab.tsx';

/**
 * curb-account's root: by `mode`, the Manage account dialog (default), the pending user's
 * registration form ('Contact information') or an admin's 'New employee' form (spec 000 §2).
 */
export function Account(props: AccountProps) {
  switch (accountMode(props.mode)) {
    case 'registration':
      return <RegistrationDialog open={props.open} />;
    case 'new-employee':
      return <NewEmployeeDialog open={props.open} />;
    default:
      return <ManageAccountDialog {...props} />;
  }
}

/**
 * The Manage account dialog (spec 000 §2). The `open` attribute shows it; closing it removes the
 * attribute and fires curb-account-closed. The tabs come from `accountTabs` (000 §2/§6); only
 * the shown tab's panel is mounted, so the card provider's code loads only on the CREDIT CARDS tab.
 */
function ManageAccountDialog({ userId: userIdAttribute, open, tab, theme }: AccountProps) {
  const api = useApi();
  const host = useHost();
  const emit = useEmit<AccountEvents>();
  const viewer = useSession((state) => state.userData?.user ?? null);
  const firm = useSession((state) => state.firm);
  const userId = accountUserId(userIdAttribute, viewer?.userId);
  const dark = themeClass(useUi((state) => state.darkMode), theme) === 'sl-theme-dark';

  // An embedding page may open the dialog before anything loaded the session.
  useEffect(() => {
    if (open && !viewer) void loadSession(api);
  }, [open, viewer, api]);

  const account = useQuery({
    queryKey: accountKeys.account(userId ?? 0),
    queryFn: ({ signal }) => api.call(endpoints.account.account, { params: { id: userId ?? 0 }, signal }),
    enabled: open && userId !== null && viewer !== null,
  });

  useEffect(() => {
    if (account.isError) showToast(PREFERENCES_TOASTS.loadFailed, 'danger');
  }, [account.isError]);

  const tabs = useMemo(
    () => (viewer && firm && userId !== null ? accountTabs({ user: { userId }, firm, viewer }) : []),
    [viewer, firm, userId],
  );
  const tabIds = tabs.map((entry) => entry.id as string);
  const [active, setActive] = useState<string | null>(null);
  const shown = active && tabIds.includes(active) ? active : resolveTab(tab, tabIds);

  // The host asks for a tab (or reopens the dialog): show that one.
  useEffect(() => {
    setActive(null);
  }, [tab, open, userId]);

  const close = useCallback(() => {
    host.removeAttribute('open');
    emit('curb-account-closed', {});
  }, [host, emit]);

  const saved = useCallback(
    (section: AccountSection) => {
      if (userId !== null) emit('curb-account-saved', { userId, section });
    },
    [emit, userId],
  );

  const refresh = useCallback(async () => {
    if (userId !== null) await queryClient.invalidateQueries({ queryKey: accountKeys.account(userId) });
  }, [userId]);

  const contact = account.data?.contactInformation;
  const title = accountDialogTitle(contact?.fullName ?? (viewer && userId === viewer.userId ? viewer.name : null), contact?.employeeId);

  const context = useMemo<AccountContextValue | null>(
    () =>
      viewer && firm && account.data && userId !== null
        ? { userId, viewer, firm, account: account.data, isSelf: userId === viewer.userId, dark, saved, refresh }
        : null,
    [viewer, firm, account.data, userId, dark, saved, refresh],
  );

  return (
    <SlDialog
      className="account-dialog"
      part="dialog"
      label={title}
      open={open}
      onSlRequestClose={(event) => {
        if (event.target !== event.currentTarget) return;
        // Clicking beside the dialog would lose what the user typed: only the close button and Escape close it.
        if (event.detail.source === 'overlay') {
          event.preventDefault();
          return;
        }
        close();
      }}
    >
      <div className="account-body">
        {!context && !account.isError && (
          <div className="account-state" role="status">
            <SlSpinner aria-hidden="true" />
            <span>Loading account…</span>
          </div>
        )}
        {account.isError && (
          <div className="account-state" role="alert">
            <p>{PREFERENCES_TOASTS.loadFailed}</p>
            <SlButton size="small" onClick={() => void account.refetch()}>
              Try again
            </SlButton>
          </div>
        )}
        {context && shown && (
          <AccountContext.Provider value={context}>
            <SlTabGroup
              className="account-tabs"
              part="tabs"
              placement="start"
              onSlTabShow={(event) => {
                if (event.target === event.currentTarget) setActive(event.detail.name);
              }}
            >
              {tabs.map((entry) => (
                <SlTab key={entry.id} slot="nav" panel={entry.id} active={entry.id === shown}>
                  {entry.label}
                </SlTab>
              ))}
              {tabs.map((entry) => (
                <SlTabPanel key={entry.id} name={entry.id} active={entry.id === shown}>
                  {entry.id === shown && <TabContent id={entry.id} />}
                </SlTabPanel>
              ))}
            </SlTabGroup>
          </AccountContext.Provider>
        )}
      </div>
    </SlDialog>
  );
}

function TabContent({ id }: { id: string }) {
  switch (id) {
    case 'contact':
      return <ContactTab />;
    case 'addresses':
      return <AddressesTab />;
    case 'cards':
      return <CardsTab />;
    case 'bookers':
      return <BookersTab />;
    case 'onBehalf':
      return <OnBehalfTab />;
    case 'preferences':
      return <PreferencesTab />;
    default:
      return null;
  }
}
