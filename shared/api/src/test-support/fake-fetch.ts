import { vi } from 'vitest';

/** One request the fake fetch saw. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export type FakeAnswer = { status?: number; statusText?: string; json?: unknown; text?: string; headers?: Record<string, string> } | Error;

/**
 * A fetch stand-in for unit tests (no network): answers from a queue, or with the
 * last answer when the queue is empty, and records every request.
 */
export function fakeFetch(...answers: FakeAnswer[]) {
  const seen: SeenRequest[] = [];
  const queue = [...answers];
  let last: FakeAnswer = answers.at(-1) ?? { json: { ok: true } };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const rawBody = typeof init?.body === 'string' ? init.body : undefined;
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: rawBody === undefined ? undefined : JSON.parse(rawBody),
      credentials: init?.credentials,
    });
    const answer = queue.shift() ?? last;
    last = answer;
    if (answer instanceof Error) throw answer;
    const body = answer.text ?? (answer.json === undefined ? null : JSON.stringify(answer.json));
    return new Response(init?.method === 'HEAD' ? null : body, {
      status: answer.status ?? 200,
      statusText: answer.statusText ?? '',
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen, mock: fetch };
}
