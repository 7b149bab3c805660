import { useEffect, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '@curbside/domain';
import { useDebouncedValue } from '../use-debounced-value.ts';

/** Loads the options for a typed text; aborted (through `signal`) as soon as a newer text is asked. */
export type OptionsLoader<T> = (text: string, signal: AbortSignal) => Promise<readonly T[]>;

export interface LoadedOptions<T> {
  /** The answer for the settled text, or null while there is none (nothing asked, or still loading). */
  options: readonly T[] | null;
  /** A load is due or under way for the current text. */
  loading: boolean;
}

interface Answer<T> {
  text: string;
  key: string;
  options: readonly T[];
}

/**
 * Options loaded for `text` once it has settled (spec 000 §9, 001 §9: debounce 300 ms) and when
 * `canLoad` allows it. Each change aborts the request before it, and an answer is kept only for
 * the text (and `loadKey`) it was asked for, so a stale answer never replaces a newer one.
 * A failed load counts as no options (the pickers ignore search failures, 000 §7).
 */
export function useLoadedOptions<T>(
  text: string,
  load: OptionsLoader<T> | undefined,
  canLoad: (text: string) => boolean,
  { loadKey = '', debounceMs = DEBOUNCE_MS }: { loadKey?: string; debounceMs?: number } = {},
): LoadedOptions<T> {
  const typed = text.trim();
  const settled = useDebouncedValue(typed, debounceMs);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const enabled = load !== undefined && canLoad(settled);

  useEffect(() => {
    const loader = loadRef.current;
    if (!enabled || !loader) return;
    const controller = new AbortController();
    loader(settled, controller.signal).then(
      (options) => {
        if (!controller.signal.aborted) setAnswer({ text: settled, key: loadKey, options });
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ text: settled, key: loadKey, options: [] });
      },
    );
    return () => controller.abort();
  }, [enabled, settled, loadKey]);

  if (!load || !canLoad(typed)) return { options: null, loading: false };
  const current = enabled && answer !== null && answer.text === settled && answer.key === loadKey;
  return { options: current ? answer.options : null, loading: typed !== settled || !current };
}
