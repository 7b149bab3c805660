import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { HostElection } from './host-election.ts';

/** Registers this host while mounted; true when it is the one that renders. */
export function useElectedHost(election: HostElection): boolean {
  const [id] = useState(() => Symbol('host'));
  useEffect(() => election.register(id), [election, id]);
  return useSyncExternalStore(
    useCallback((onChange: () => void) => election.subscribe(onChange), [election]),
    () => election.isElected(id),
    () => false,
  );
}
