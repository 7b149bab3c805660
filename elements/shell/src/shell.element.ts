import { defineElement } from '@curbside/ui';
import { Shell } from './Shell.tsx';
import { shellContract, type ShellEvents } from './shell.contract.ts';
import { shellCss } from './shell.css.ts';

defineElement(shellContract, Shell, { styles: shellCss });

/** <curb-shell> as a page sees it. */
export interface CurbShellElement extends HTMLElement {
  currentPath: string;
  /** Route paths whose element is built; property only, never reflected. */
  availableRoutes: string[] | undefined;
  apiBase: string;
  apiKey: string;
  theme: string;
  locale: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'curb-shell': CurbShellElement;
  }
  interface HTMLElementEventMap {
    'curb-navigate': CustomEvent<ShellEvents['curb-navigate']>;
    'curb-auth-signed-out': CustomEvent<ShellEvents['curb-auth-signed-out']>;
    'curb-account-requested': CustomEvent<ShellEvents['curb-account-requested']>;
  }
}
