import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

// The pages' Content-Security-Policy (issue 11, Headers): scripts only from this server and the
// inline scripts the page itself carries (each allowed by its SHA-256 hash, so an injected one is
// not), no eval, no plugins, no <base>, and the page framed only by its own origin. Styles may be
// inline: Shoelace and React set style attributes, and CSS cannot run script.

/** The inline <script> bodies (no src) and <style> bodies of a page, in document order. */
export function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter((match) => !/\bsrc\s*=/i.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => match[1] ?? '');
  return { scripts, styles };
}

const hashSource = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The policy for one HTML page, derived from the page itself. */
export function pagePolicy(html: string): string {
  const scriptHashes = [...new Set(inlineBlocks(html).scripts.filter((body) => body.trim() !== '').map(hashSource))];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // Shoelace's sl-icon fetches its system icons from data: URLs.
    "connect-src 'self' data:",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const isHtml = (contentType: unknown): boolean => typeof contentType === 'string' && contentType.startsWith('text/html');

/**
 * Every HTML page the server writes itself (a string or an uncompressed buffer) gets its policy
 * when it is sent, unless the route set its own (the payment frame). Files served from the built
 * portal, compressed or streamed, get theirs from the static routes (`policyForFile`).
 */
export function registerPagePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('content-security-policy') || !isHtml(reply.getHeader('content-type'))) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (typeof payload === 'string') reply.header('content-security-policy', pagePolicy(payload));
    else if (Buffer.isBuffer(payload)) reply.header('content-security-policy', pagePolicy(payload.toString('utf8')));
    return payload;
  });
}

const filePolicies = new Map<string, { mtimeMs: number; policy: string }>();

/** The policy of a built HTML file (`page.html`, or its `.br`/`.gz` copy: read from the plain file), re-read when it changes. */
export function policyForFile(file: string): string | null {
  if (!/\.html(\.br|\.gz)?$/.test(file)) return null;
  const plain = file.replace(/\.(br|gz)$/, '');
  const { mtimeMs } = statSync(plain);
  const known = filePolicies.get(plain);
  if (known?.mtimeMs === mtimeMs) return known.policy;
  const policy = pagePolicy(readFileSync(plain, 'utf8'));
  filePolicies.set(plain, { mtimeMs, policy });
  return policy;
}
