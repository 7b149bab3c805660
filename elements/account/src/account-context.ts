import { createContext, useContext } from 'react';
import type { Firm, PreferencesResponse, User } from '@curbside/contracts';
import type { AccountSection } from './account.contract.ts';

/** What every tab of the dialog needs: whose account, who looks at it, the firm, the loaded account. */
export interface AccountContextValue {
  userId: number;
  /** The signed-in user. */
  viewer: User;
  firm: Firm;
  account: PreferencesResponse;
  /** True when the dialog shows the signed-in user's own account. */
  isSelf: boolean;
  /** The dialog shows in dark mode (the card frame follows it). */
  dark: boolean;
  /** Tells the host a section was saved (curb-account-saved). */
  saved(section: AccountSection): void;
  /** Reloads the account (after a save). */
  refresh(): Promise<void>;
}

export const AccountContext = createContext<AccountContextValue | null>(null);

export function useAccount(): AccountContextValue {
  const value = useContext(AccountContext);
  if (!value) throw new Error('useAccount() outside the Manage account dialog');
  return value;
}
