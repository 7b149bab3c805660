import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@curbside/contracts';
import type { Endpoint } from '@curbside/contracts';
import { connectSessionToApi, createSessionStore, loadSession, reloadSession, type SessionClient } from './session-store.ts';
import { countriesFixture, firmFixture, userDataFixture } from './test-fixtures.ts';

type Answer = { ok: true; value: unknown } | { ok: false; error: unknown };

/** A stand-in for the @curbside/api client: answers per endpoint, and a 401 trigger. */
function fakeClient(answers: Map<Endpoint, Answer>) {
  const listeners = new Set<() => void>();
  const calls: Endpoint[] = [];
  const client = {
    call: async (endpoint: Endpoint) => {
      calls.push(endpoint);
      const answer = answers.get(endpoint);
      if (!answer) throw new Error(`unexpected call ${endpoint.path}`);
      if (!answer.ok) throw answer.error;
      return answer.value;
    },
    onUnauthorized: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return {
    client: client as unknown as SessionClient,
    calls,
    fire401: () => listeners.forEach((listener) => listener()),
    listenerCount: () => listeners.size,
  };
}

const ok = (value: unknown): Answer => ({ ok: true, value });
const fail = (status: number): Answer => ({ ok: false, error: Object.assign(new Error('failed'), { status }) });

function allAnswers(overrides: Partial<Record<'userData' | 'firmData' | 'countries', Answer>> = {}) {
  return new Map<Endpoint, Answer>([
    [endpoints.users.userData, overrides.userData ?? ok(userDataFixture)],
    [endpoints.users.firmData, overrides.firmData ?? ok(firmFixture)],
    [endpoints.users.countries, overrides.countries ?? ok(countriesFixture)],
  ]);
}

describe('loadSession', () => {
  it('sets the flag after user data loads, then loads firm data and countries', async () => {
    const store = createSessionStore();
    const { client } = fakeClient(allAnswers());
    await expect(loadSession(client, store)).resolves.toEqual(userDataFixture);
    const state = store.getState();
    expect(state.isAuthenticated).toBe(true);
    expect(state.userData).toEqual(userDataFixture);
    expect(state.firm).toEqual(firmFixture);
    expect(state.countries).toEqual(countriesFixture);
  });

  it('clears the flag when user data fails and loads nothing else', async () => {
    const store = createSessionStore();
    store.getState().setAuthenticated(true);
    const { client, calls } = fakeClient(allAnswers({ userData: fail(401) }));
    await expect(loadSession(client, store)).resolves.toBeNull();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(calls).toEqual([endpoints.users.userData]);
  });

  it('ignores a country failure', async () => {
    const store = createSessionStore();
    const { client } = fakeClient(allAnswers({ countries: fail(500) }));
    await loadSession(client, store);
    expect(store.getState().isAuthenticated).toBe(true);
    expect(store.getState().firm).toEqual(firmFixture);
    expect(store.getState().countries).toEqual([]);
  });

  it('stays signed in when firm data fails, logging it', async () => {
    const store = createSessionStore();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = fakeClient(allAnswers({ firmData: fail(500) }));
    await loadSession(client, store);
    expect(store.getState().isAuthenticated).toBe(true);
    expect(store.getState().firm).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('fetches once when several elements ask at the same time', async () => {
    const store = createSessionStore();
    const { client, calls } = fakeClient(allAnswers());
    await Promise.all([loadSession(client, store), loadSession(client, store)]);
    expect(calls.filter((endpoint) => endpoint === endpoints.users.userData)).toHaveLength(1);
  });

  it('loads again after a running load when the credentials changed (a host token set meanwhile)', async () => {
    const store = createSessionStore();
    const answers = allAnswers({ userData: fail(401) });
    const { client, calls } = fakeClient(answers);
    const before = loadSession(client, store);
    // The token arrives while the first load (sent without it) is on its way.
    answers.set(endpoints.users.userData, ok(userDataFixture));
    const after = reloadSession(client, store);
    await expect(before).resolves.toBeNull();
    await expect(after).resolves.toEqual(userDataFixture);
    expect(calls.filter((endpoint) => endpoint === endpoints.users.userData)).toHaveLength(2);
    expect(store.getState().isAuthenticated).toBe(true);
  });
});

describe('connectSessionToApi', () => {
  it('clears the flag on any 401', () => {
    const store = createSessionStore();
    store.getState().setAuthenticated(true);
    const fake = fakeClient(allAnswers());
    connectSessionToApi(fake.client, store);
    fake.fire401();
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it('connects once however many elements call it, and disconnects', () => {
    const store = createSessionStore();
    const fake = fakeClient(allAnswers());
    const disconnect = connectSessionToApi(fake.client, store);
    connectSessionToApi(fake.client, store);
    expect(fake.listenerCount()).toBe(1);
    disconnect();
    expect(fake.listenerCount()).toBe(0);
  });
});

describe('sessionStore', () => {
  it('keeps the login flow for the next step and forgets it on clearSession', () => {
    const store = createSessionStore();
    store.getState().setLoginFlow({ email: 'ann@acme.example', guid: 'g-1', authType: 'sso', ssoUrl: 'https://idp.example/acme' });
    expect(store.getState()).toMatchObject({ email: 'ann@acme.example', guid: 'g-1', authType: 'sso', ssoUrl: 'https://idp.example/acme' });
    store.getState().setUserData(userDataFixture);
    store.getState().setRedirectPath('/receipts');
    store.getState().clearSession();
    expect(store.getState()).toMatchObject({ userData: null, isAuthenticated: false, guid: null, authType: null, redirectPath: null });
  });
});
