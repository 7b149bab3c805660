import { useEffect, useState } from 'react';
import type * as LaterStepsModule from './steps/later-steps.ts';

type LaterSteps = typeof LaterStepsModule;

let loaded: LaterSteps | null = null;
let loading: Promise<LaterSteps> | undefined;

/**
 * Steps 2 to 4 are a chunk of their own (issue 10: the widget's first step loads step 1 only).
 * The stepper asks for it as soon as the user starts on step 1 (first press, key or focus in it),
 * so Next finds it there; one download however often it is asked for, again after a failure.
 */
export function loadLaterSteps(): Promise<LaterSteps> {
  loading ??= import('./steps/later-steps.ts').then(
    (module) => (loaded = module),
    (failure: unknown) => {
      loading = undefined;
      throw failure;
    },
  );
  return loading;
}

export type LaterStepsState = { state: 'loaded'; steps: LaterSteps } | { state: 'loading' } | { state: 'failed'; retry: () => void };

/** Steps 2 to 4: loaded, loading, or failed with a retry; `needed` starts the download. */
export function useLaterSteps(needed: boolean): LaterStepsState {
  const [steps, setSteps] = useState(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (steps || !needed) return;
    let live = true;
    loadLaterSteps().then(
      (module) => live && setSteps(module),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [steps, needed, attempt]);
  const current = steps ?? loaded;
  if (current) return { state: 'loaded', steps: current };
  if (failed) return { state: 'failed', retry: () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  } };
  return { state: 'loading' };
}
