// One Idempotency-Key per user intention (issue 11: a booking is made once). A double-click, a
// retry after a dropped answer or after an error toast sends the same request again with the same
// key, and the server answers it once; a changed request is another intention with a new key.

export interface IntentionKey {
  /** The key for this request: unchanged while the request is the same. */
  for(request: unknown): string;
  /** The intention is fulfilled (the call succeeded): the next request starts a new one. */
  done(): void;
}

export function intentionKey(newKey: () => string = () => crypto.randomUUID()): IntentionKey {
  let current: { key: string; request: string } | null = null;
  return {
    for(request) {
      const text = JSON.stringify(request ?? null);
      if (!current || current.request !== text) current = { key: newKey(), request: text };
      return current.key;
    },
    done() {
      current = null;
    },
  };
}
