import { defineElement } from '@curbside/ui';
import { Login } from './Login.tsx';
import { loginContract } from './login.contract.ts';
import { loginCss } from './login.css.ts';

/** `<curb-login>`: see login.contract.ts and the README. */
export const CurbLoginElement = defineElement(loginContract, Login, { styles: loginCss });

export interface CurbLogin extends HTMLElement {
  mode: string;
  apiBase: string;
  apiKey: string;
  theme: string;
  locale: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'curb-login': CurbLogin;
  }
}
