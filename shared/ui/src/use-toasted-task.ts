import { useState } from 'react';
import { errorText } from '@curbside/domain';
import { showToast } from './store-hooks.ts';

export interface ToastedTask<Key> {
  /** A task is running. */
  busy: boolean;
  /** The key the running task was given (e.g. its row's id); null when none runs. */
  busyKey: Key | null;
  /** Runs `task`, busy meanwhile; a failure is toasted with the server's message. Resolves whether it succeeded. */
  run(task: () => Promise<void>, key?: Key): Promise<boolean>;
}

/**
 * A change the user asked for (save, block, revoke…): busy while it runs, and its failure shown
 * as a danger toast with the server's message (spec 000 §9) instead of each caller's try/catch.
 */
export function useToastedTask<Key = never>(): ToastedTask<Key> {
  const [running, setRunning] = useState<{ key: Key | null } | null>(null);
  const run = async (task: () => Promise<void>, key?: Key): Promise<boolean> => {
    setRunning({ key: key ?? null });
    try {
      await task();
      return true;
    } catch (error) {
      showToast(errorText(error), 'danger');
      return false;
    } finally {
      setRunning(null);
    }
  };
  return { busy: running !== null, busyKey: running?.key ?? null, run };
}
