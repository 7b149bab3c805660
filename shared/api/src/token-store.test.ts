import { describe, expect, it } from 'vitest';
import { createTokenStore, EXPIRES_AT_KEY, memoryStorage, TOKEN_KEY } from './token-store.ts';

describe('token store', () => {
  it("keeps the expiry under 'curb.expiresAtEpoch' and the token under 'curb.token' only when the answer carries one", () => {
    const storage = memoryStorage();
    const tokens = createTokenStore(storage);

    tokens.saveLogin({ expiresAtEpoch: 1_800_000_000, token: null });
    expect([storage.getItem(EXPIRES_AT_KEY), storage.getItem(TOKEN_KEY)]).toEqual(['1800000000', null]);
    expect(tokens.isNonSecure()).toBe(false);

    tokens.saveLogin({ expiresAtEpoch: 1_800_000_100, token: 'jwt-abc' });
    expect([tokens.getExpiresAtEpoch(), tokens.getToken()]).toEqual([1_800_000_100, 'jwt-abc']);
    expect(tokens.isNonSecure()).toBe(true);
    expect(TOKEN_KEY).toBe('curb.token');
    expect(EXPIRES_AT_KEY).toBe('curb.expiresAtEpoch');
  });

  it('forgets token and expiry on clear', () => {
    const tokens = createTokenStore(memoryStorage());
    tokens.saveLogin({ expiresAtEpoch: 1_800_000_000, token: 'jwt-abc' });

    tokens.clear();

    expect([tokens.getToken(), tokens.getExpiresAtEpoch()]).toEqual([null, null]);
  });

  it('keeps working when storage refuses access', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const tokens = createTokenStore(broken);

    expect(() => tokens.saveLogin({ expiresAtEpoch: 1, token: 't' })).not.toThrow();
    expect(tokens.getToken()).toBeNull();
  });
});
