/// <reference types="mocha" />
// The token hand-off of a cross-site embed (issue 9) in real Chromium: a token the host sets on an
// element's `token` property (before or after the upgrade) is the bearer of the page's calls, and
// the element asks for the next one with curb-token-expiring when it is about to expire or refused.
import { expect } from 'chai';
import { TokenExpiringDetail } from '@curbside/contracts';
import { until } from '../../../tests/elements/contract-suite.ts';
import type { ContractProps, ElementContract } from './contract.ts';
import { defineElement } from './define-element.tsx';
import { hostTokenEvents, hostTokenProperties } from './host-token-contract.ts';

const contractFor = <T extends `curb-${string}`>(tag: T) => ({
  tag,
  version: '0.0.0',
  summary: 'An embeddable element that takes a token from its host.',
  attributes: {},
  properties: hostTokenProperties,
  events: hostTokenEvents,
}) as const satisfies ElementContract;

function Probe(_props: ContractProps<ReturnType<typeof contractFor>>) {
  return <p>probe</p>;
}

let counter = 0;
const freshTag = (): `curb-${string}` => `curb-token-probe-${(counter += 1)}`;

/** A JWT shaped like the server's; the element reads only its exp. */
function jwt(expiresInS: number): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub: '7', exp: Math.floor(Date.now() / 1000) + expiresInS })}.c2ln`;
}

describe('the token property of an embeddable element', () => {
  const realFetch = globalThis.fetch;
  const seen: { url: string; authorization: string | null }[] = [];
  let status = 401;
  const mounted: Element[] = [];
  beforeEach(() => {
    seen.length = 0;
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
      // 0: the server has not answered yet.
      if (status === 0) return new Promise<Response>(() => {});
      return new Response(JSON.stringify({ message: 'Unauthorized' }), { status, headers: { 'content-type': 'application/json' } });
    };
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    for (const el of mounted.splice(0)) el.remove();
  });

  /** An element of a fresh tag on its own API base (a client of its own), listened to on the document. */
  function place(token: string, { before }: { before: boolean }) {
    const tag = freshTag();
    const el = document.createElement(tag) as HTMLElement & { token?: string | null };
    el.setAttribute('api-base', `https://${tag}.example`);
    const asked: unknown[] = [];
    const listener = (event: Event) => {
      if (event.target === el) asked.push((event as CustomEvent).detail);
    };
    document.addEventListener('curb-token-expiring', listener);
    if (before) el.token = token;
    document.body.append(el);
    mounted.push(el);
    defineElement(contractFor(tag), Probe);
    if (!before) el.token = token;
    return { el, asked, done: () => document.removeEventListener('curb-token-expiring', listener) };
  }

  it('sends the token as the bearer of the page\'s calls, and asks for a new one when the server refuses it', async () => {
    status = 401;
    const token = jwt(900);
    const { asked, done } = place(token, { before: false });
    const call = await until(() => seen.find((r) => r.url.endsWith('/users/userData')), 'the user data call');
    expect(call.authorization).to.equal(`Bearer ${token}`);
    await until(() => asked.length > 0, 'curb-token-expiring');
    expect(asked).to.have.length(1);
    expect(asked[0]).to.deep.include({ reason: 'refused' });
    expect(TokenExpiringDetail.safeParse(asked[0]).success).to.equal(true);
    done();
  });

  it('picks up a token set before the upgrade and asks for the next one before it expires', async () => {
    status = 0;
    const { asked, done } = place(jwt(30), { before: true });
    await until(() => asked.length > 0, 'curb-token-expiring');
    expect(asked[0]).to.deep.include({ reason: 'expiring' });
    done();
  });
});
