/**
 * Every element renders a toast, confirm and message host, but the page shows one toast and
 * one dialog at a time: the first mounted host of each kind renders, the others stay empty.
 * When it unmounts the next one takes over.
 */
export interface HostElection {
  register(id: symbol): () => void;
  isElected(id: symbol): boolean;
  subscribe(listener: () => void): () => void;
}

export function createHostElection(): HostElection {
  const hosts: symbol[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    register(id) {
      if (!hosts.includes(id)) {
        hosts.push(id);
        notify();
      }
      return () => {
        const index = hosts.indexOf(id);
        if (index >= 0) {
          hosts.splice(index, 1);
          notify();
        }
      };
    },
    isElected: (id) => hosts[0] === id,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const toastHostElection = createHostElection();
export const confirmHostElection = createHostElection();
export const messageHostElection = createHostElection();
