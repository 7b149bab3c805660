import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { scriptOrigin } from './script-origin.ts';

/** Where the portal serves Shoelace's assets (icons). */
export const DEFAULT_SHOELACE_BASE = '/vendor/shoelace';

declare global {
  interface Window {
    /** Set by an embed page before loading an element to serve Shoelace assets from elsewhere. */
    CURBSIDE_SHOELACE_BASE?: string;
  }
}

/**
 * The Shoelace asset base: `window.CURBSIDE_SHOELACE_BASE`, else the `data-shoelace-base`
 * attribute of any element on the page (e.g. the embed `<script>`), else `/vendor/shoelace` on the
 * Curbside server: the origin of an element's absolute `api-base` (the elements bundled into a
 * host's own pages from the npm package, whose script comes from the host), else the server the
 * script came from (an embed on a host page of another origin).
 */
export function resolveShoelaceBasePath(
  global: { CURBSIDE_SHOELACE_BASE?: unknown } | undefined,
  document: Pick<Document, 'querySelector'> | undefined,
  fromScript: string = scriptOrigin(),
): string {
  const fromGlobal = global?.CURBSIDE_SHOELACE_BASE;
  if (typeof fromGlobal === 'string' && fromGlobal.trim()) return fromGlobal.trim();
  const fromAttribute = document?.querySelector('[data-shoelace-base]')?.getAttribute('data-shoelace-base');
  if (fromAttribute?.trim()) return fromAttribute.trim();
  const apiBase = document?.querySelector('[api-base]')?.getAttribute('api-base')?.trim() ?? '';
  if (URL.canParse(apiBase)) return `${new URL(apiBase).origin}${DEFAULT_SHOELACE_BASE}`;
  return `${fromScript}${DEFAULT_SHOELACE_BASE}`;
}

let applied: string | null = null;

/** Sets Shoelace's base path once per page (per bundle); later calls return the path set. */
export function ensureShoelaceBasePath(): string {
  if (applied === null) {
    applied = resolveShoelaceBasePath(
      typeof window === 'undefined' ? undefined : window,
      typeof document === 'undefined' ? undefined : document,
    );
    setBasePath(applied);
  }
  return applied;
}
