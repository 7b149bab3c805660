import { endpoints } from '@curbside/contracts';
import { errorText } from '@curbside/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { fakeFetch, type FakeAnswer } from './test-support/fake-fetch.ts';
import { memoryStorage } from './token-store.ts';

afterEach(() => vi.restoreAllMocks());

// One error-text rule (spec 000 §7): a call site shows errorText(failure) for any failure, so an
// ApiError must give the text the client already worked out, whatever kind of failure it was.
describe('errorText of a failed call', () => {
  it.each<[string, FakeAnswer, string]>([
    ['the response message', { status: 400, json: { message: 'Card is expired', data: 'ignored' } }, 'Card is expired'],
    ['the response data', { status: 400, json: { data: 'Card is expired' } }, 'Card is expired'],
    ['the status text of an empty error', { status: 500, statusText: 'Internal Server Error', text: '' }, 'Internal Server Error'],
    ['the message of a network failure', new TypeError('Failed to fetch'), 'Failed to fetch'],
    ["'Error has occurred' when nothing says what went wrong", new Error(''), 'Error has occurred'],
  ])('is %s, the same as the ApiError text', async (_, answer, expected) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createApiClient({ apiBase: 'https://api.example.com', apiKey: 'k', fetch: fakeFetch(answer).fetch, storage: memoryStorage() });

    const failure = await client.call(endpoints.users.firmData).catch((error: unknown) => error);

    expect(errorText(failure)).toBe(expected);
    expect(errorText(failure)).toBe((failure as { text: string }).text);
  });
});
