import { defineElement } from '@curbside/ui';
import { Account } from './Account.tsx';
import { accountContract } from './account.contract.ts';
import { accountCss } from './account.css.ts';

/** `<curb-account>`: see account.contract.ts and the README. */
export const CurbAccountElement = defineElement(accountContract, Account, { styles: accountCss });

export interface CurbAccount extends HTMLElement {
  userId: number | undefined;
  open: boolean;
  tab: string;
  mode: string;
  apiBase: string;
  apiKey: string;
  theme: string;
  locale: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'curb-account': CurbAccount;
  }
}
