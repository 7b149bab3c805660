import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { PREFERENCES_TOASTS, accountDialogTitle, accountTabs } from '@curbside/domain';
import { ShownTabPanels, queryClient, showToast, themeClass, useEmit, useSession, useUi } from '@curbside/ui';
import type { AccountEvents, AccountProps, AccountSection, AccountTabName } from './account.contract.ts';
import { AccountDialog, LoadFailed, LoadingState, useAccountQuery, useCloseDialog, useViewerWhenOpen } from './AccountDialog.tsx';
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
  const emit = useEmit<AccountEvents>();
  const viewer = useViewerWhenOpen(open);
  const firm = useSession((state) => state.firm);
  const userId = accountUserId(userIdAttribute, viewer?.userId);
  const dark = themeClass(useUi((state) => state.darkMode), theme) === 'sl-theme-dark';
  const account = useAccountQuery(userId, open && viewer !== null);

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

  const close = useCloseDialog();

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
    <AccountDialog label={title} open={open} layout="tabs" onClose={close}>
      {!context && !account.isError && <LoadingState text="Loading account…" />}
      {account.isError && <LoadFailed text={PREFERENCES_TOASTS.loadFailed} onRetry={() => void account.refetch()} />}
      {context && shown && (
        <AccountContext.Provider value={context}>
          <ShownTabPanels className="account-tabs" placement="start" tabs={tabs} shown={shown} onShow={setActive} panels={TAB_PANELS} />
        </AccountContext.Provider>
      )}
    </AccountDialog>
  );
}

/** What each tab shows (spec 000 §2 Manage account dialog). */
const TAB_PANELS: Record<AccountTabName, ReactNode> = {
  contact: <ContactTab />,
  addresses: <AddressesTab />,
  cards: <CardsTab />,
  bookers: <BookersTab />,
  onBehalf: <OnBehalfTab />,
  preferences: <PreferencesTab />,
};
