import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, signIn } from '../testing/test-app.ts';

const CARD = '4242424242424242';

/** A test server whose logger writes every line (trace level) into `lines`. */
const loggedApp = (lines: string[]): Promise<FastifyInstance> =>
  createTestApp({}, undefined, { logStream: { write: (line) => { lines.push(line); } }, logLevel: 'trace' });

describe('payment sandbox (the provider stand-in)', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let ava: Record<string, string>;
  let avaId: number;

  beforeAll(async () => {
    app = await loggedApp(lines);
    ava = await signIn(app, 'ava.employee@acme.example');
    avaId = (await app.db.kysely.selectFrom('users').select('user_id').where('login_id', '=', 'ava.employee@acme.example').executeTakeFirstOrThrow()).user_id;
  });
  afterAll(async () => { await app.close(); });

  const initSetup = async () => (await api(app, 'POST', `/users/${avaId}/creditCards/initSetup`, { headers: ava, body: {} })).json<{
    setupIntentId: string; setupIntentClientSecret: string;
  }>();

  describe('the provider frame page', () => {
    it('serves the card fields with labels, hints and the frame script', async () => {
      const { setupIntentClientSecret } = await initSetup();
      const res = await app.inject({ method: 'GET', url: `/payments/sandbox/card-frame?clientSecret=${encodeURIComponent(setupIntentClientSecret)}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      const html = res.body;
      for (const label of ['Card number', 'Name on card', 'Expiration (MM/YY)', 'Zip or postal code']) {
        expect(html).toMatch(new RegExp(`<label for="[^"]+">${label.replace(/[()]/g, '\\$&')}</label>`));
      }
      expect(html).toContain('15 or 16 digits');
      expect(html).toContain('5-10 characters');
      expect(html).toContain('autocomplete="cc-number"');
      expect(html).toContain('data-theme="light"');
      expect(html).toContain('<script src="/payments/sandbox/card-frame.js" defer></script>');
    });

    it('hides the zip for the FN billing system and follows the dark theme', async () => {
      const { setupIntentClientSecret } = await initSetup();
      const res = await app.inject({
        method: 'GET',
        url: `/payments/sandbox/card-frame?clientSecret=${encodeURIComponent(setupIntentClientSecret)}&billingSystem=FN&theme=dark&parentOrigin=${encodeURIComponent('http://portal.example:3000')}`,
      });
      expect(res.body).not.toContain('Zip or postal code');
      expect(res.body).toContain('data-theme="dark"');
      expect(res.body).toContain('"parentOrigin":"http://portal.example:3000"');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self' http://portal.example:3000");
    });

    it('answers 404 for an unknown client secret', async () => {
      const res = await app.inject({ method: 'GET', url: '/payments/sandbox/card-frame?clientSecret=seti_nope_secret_nope' });
      expect(res.statusCode).toBe(404);
    });

    it('bundles the frame script for the browser', async () => {
      const result = await build({
        entryPoints: [fileURLToPath(new URL('./card-frame.client.ts', import.meta.url))],
        bundle: true, platform: 'browser', format: 'iife', write: false, logLevel: 'silent',
      });
      const code = result.outputFiles[0]?.text ?? '';
      for (const type of ['curb-sandbox-ready', 'curb-sandbox-height', 'curb-sandbox-result', 'curb-sandbox-confirm']) expect(code).toContain(type);
      expect(code).toContain('/setup-intents/');
      expect(code).toContain('Invalid card number');
    });
  });

  describe('confirming a setup intent', () => {
    it('refuses a wrong client secret and a second confirmation', async () => {
      const { setupIntentId, setupIntentClientSecret } = await initSetup();
      const card = { number: CARD, expMonth: 12, expYear: new Date().getFullYear() + 2, holderName: 'Ava Employee', zip: null };
      const wrong = await app.inject({ method: 'POST', url: `/payments/sandbox/setup-intents/${setupIntentId}/confirm`, payload: { ...card, clientSecret: `${setupIntentId}_secret_wrong` } });
      expect(wrong.statusCode).toBe(404);
      const ok = await app.inject({ method: 'POST', url: `/payments/sandbox/setup-intents/${setupIntentId}/confirm`, payload: { ...card, clientSecret: setupIntentClientSecret } });
      expect(ok.json()).toEqual({ id: setupIntentId, status: 'succeeded' });
      const again = await app.inject({ method: 'POST', url: `/payments/sandbox/setup-intents/${setupIntentId}/confirm`, payload: { ...card, clientSecret: setupIntentClientSecret } });
      expect(again.statusCode).toBe(400);
    });

    it('checks expiry and holder name with the 000 §5 messages', async () => {
      const { setupIntentId, setupIntentClientSecret } = await initSetup();
      const base = { clientSecret: setupIntentClientSecret, number: CARD, expMonth: 1, expYear: 2020, holderName: 'Ava', zip: null };
      const expired = await app.inject({ method: 'POST', url: `/payments/sandbox/setup-intents/${setupIntentId}/confirm`, payload: base });
      expect(expired.json().error.message).toBe('Invalid expiration date');
      const noName = await app.inject({ method: 'POST', url: `/payments/sandbox/setup-intents/${setupIntentId}/confirm`, payload: { ...base, expYear: new Date().getFullYear() + 1, holderName: ' ' } });
      expect(noName.json().error.message).toBe('Must provide card holder name');
    });

    it('does not echo a malformed body back', async () => {
      const { setupIntentId, setupIntentClientSecret } = await initSetup();
      const res = await app.inject({ method: 'POST', url: `/payments/sandbox/setup-intents/${setupIntentId}/confirm`, payload: { clientSecret: setupIntentClientSecret, number: CARD, expMonth: 'x' } });
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toContain(CARD);
    });

    it('never writes the card number to the log', async () => {
      const { setupIntentId, setupIntentClientSecret } = await initSetup();
      lines.length = 0;
      const res = await app.inject({
        method: 'POST', url: `/payments/sandbox/setup-intents/${setupIntentId}/confirm`,
        payload: { clientSecret: setupIntentClientSecret, number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 1, holderName: 'Ava Employee', zip: '10023' },
      });
      expect(res.statusCode).toBe(200);
      const saved = await api(app, 'POST', `/users/${avaId}/creditCards/confirmSetup`, { headers: ava, body: { setupIntentId, setAsDefault: false, description: 'Logged?' } });
      expect(saved.json().card.last4).toBe('4242');
      const log = lines.join('');
      expect(log).toContain(`/payments/sandbox/setup-intents/${setupIntentId}/confirm`);
      expect(log).not.toMatch(/4242\s?4242\s?4242\s?4242/);
    });
  });
});
