import { describe, expect, it } from 'vitest';
import { routeTestApp } from '../testing/route-test-app.ts';
import { api } from '../testing/test-app.ts';

// Issue 12: the firm's sustainable-suggestion and re-quote margins, set by a super admin in admin
// settings (000 §2: admin settings are the super admin's), bounded to 0..100 percent by the contract.

describe('POST /superadmin/firmPreferences/margins', () => {
  const server = routeTestApp({ signIn: ['sam.super@acme.example', 'ada.admin@acme.example', 'ava.employee@acme.example'] });
  const { sessions: { sam, ada, ava } } = server;
  const save = (body: unknown, headers = sam) => api(server.app, 'POST', '/superadmin/firmPreferences/margins', { headers, body });
  const preferences = async (headers = sam) =>
    (await api(server.app, 'GET', '/users/firmData', { headers })).json<{ firmPreferences: Record<string, unknown> }>().firmPreferences;

  it("saves both margins into the firm's preferences, which every user of the firm then reads", async () => {
    const before = await preferences();
    const res = await save({ sustainableSuggestionMarginPercent: 12.5, requoteMarginPercent: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sustainableSuggestionMarginPercent: 12.5, requoteMarginPercent: 0 });
    expect(await preferences(ava)).toEqual({ ...before, sustainableSuggestionMarginPercent: 12.5, requoteMarginPercent: 0 });
  });

  it.each([
    ['a negative margin', { sustainableSuggestionMarginPercent: -1, requoteMarginPercent: 15 }],
    ['a margin over 100 percent', { sustainableSuggestionMarginPercent: 10, requoteMarginPercent: 101 }],
    ['a missing margin', { sustainableSuggestionMarginPercent: 10 }],
    ['a margin as text', { sustainableSuggestionMarginPercent: '10', requoteMarginPercent: 15 }],
  ])('refuses %s with a message and changes nothing', async (_name, body) => {
    const before = await preferences();
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBeTruthy();
    expect(await preferences()).toEqual(before);
  });

  it('is refused to an admin and a standard user', async () => {
    for (const headers of [ada, ava]) expect((await save({ sustainableSuggestionMarginPercent: 5, requoteMarginPercent: 5 }, headers)).statusCode).toBe(403);
  });
});
