import { useEffect, useState, useSyncExternalStore } from 'react';
import type * as LaterStepsModule from './steps/later-steps.ts';

type LaterSteps = typeof LaterStepsModule;

let loaded: LaterSteps | null = null;
let loading: Promise<LaterSteps> | undefined;
/** Stepper hooks to tell when the chunk is here, however its download was started. */
const listeners = new Set<() => void>();

function onLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Steps 2 to 4 are a chunk of their own (issue 10: the widget's first step loads step 1 only).
 * The stepper asks for it as soon as the user starts on step 1 (first press, key or focus in it),
 * so Next finds it there; one download however often it is asked for, again after a failure.
 */
export function loadLaterSteps(): Promise<LaterSteps> {
  loading ??= import('./steps/later-steps.ts').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (failure: unknown) => {
      loading = undefined;
      throw failure;
    },
  );
  return loading;
}

export type LaterStepsState = { state: 'loaded'; steps: LaterSteps } | { state: 'loading' } | { state: 'failed'; retry: () => void };

/**
 * Steps 2 to 4: loaded (as soon as the chunk is here, also when step 1 started its download),
 * loading, or failed with a retry; `needed` starts the download.
 */
export function useLaterSteps(needed: boolean): LaterStepsState {
  const steps = useSyncExternalStore(onLoaded, () => loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (steps || !needed) return;
    let live = true;
    loadLaterSteps().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [steps, needed, attempt]);
  if (steps) return { state: 'loaded', steps };
  if (failed) return { state: 'failed', retry: () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  } };
  return { state: 'loading' };
}
