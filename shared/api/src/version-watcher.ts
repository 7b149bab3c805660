import { VERSION_POLL_INTERVAL_MS, VERSION_POLL_PATH } from './rules.ts';

export interface VersionWatcherOptions {
  /** The page whose version is watched; HEAD /index.html by default (000 §7). */
  url?: string;
  intervalMs?: number;
  /** What to do when a new version is deployed; reloads the page by default (000 §4). */
  onChange?: () => void;
  fetch?: typeof fetch;
  /**
   * The version the page was served with (its `<meta name="app-version">`, which the server
   * also sends as x-app-version): compared with each poll's x-app-version, and the first poll
   * waits an interval instead of asking at once (index.html is then fetched once per load).
   */
  initialVersion?: string | null;
}

/** What identifies a deployed version: any of ETag, Last-Modified, x-app-version. */
function versionOf(headers: Headers): string | null {
  const parts = ['etag', 'last-modified', 'x-app-version'].map((name) => headers.get(name) ?? '');
  return parts.some(Boolean) ? parts.join('|') : null;
}

/**
 * spec 000 §4, §9: poll HEAD /index.html every 60 s; when the version changes,
 * refresh the page. Failed polls are ignored. Returns stop().
 */
export function startVersionWatcher(options: VersionWatcherOptions = {}): () => void {
  const url = options.url ?? VERSION_POLL_PATH;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const onChange = options.onChange ?? (() => globalThis.location?.reload());
  const readVersion = options.initialVersion ? (headers: Headers) => headers.get('x-app-version') : versionOf;
  let known: string | null = options.initialVersion ?? null;
  let stopped = false;

  async function poll(): Promise<void> {
    let version: string | null;
    try {
      const response = await fetchImpl(url, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' });
      if (!response.ok) return;
      version = readVersion(response.headers);
    } catch {
      return; // offline or a deploy in progress: try again next time
    }
    if (stopped || version === null) return;
    if (known === null) {
      known = version;
    } else if (version !== known) {
      known = version;
      onChange();
    }
  }

  if (known === null) void poll();
  const timer = setInterval(() => void poll(), options.intervalMs ?? VERSION_POLL_INTERVAL_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
