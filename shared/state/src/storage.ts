/** The part of Web Storage the stores use; a map stands in where localStorage is missing (node, sandboxed iframes). */
export type PrefsStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function memoryPrefsStorage(): PrefsStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

export function browserPrefsStorage(): PrefsStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage) return storage;
  } catch {
    // Reading localStorage throws in some sandboxed iframes.
  }
  return memoryPrefsStorage();
}

export function readFlag(storage: PrefsStorage, key: string, fallback: boolean): boolean {
  try {
    const raw = storage.getItem(key);
    if (raw === 'true') return true;
    if (raw === 'false') return false;
  } catch {
    // Denied storage counts as nothing remembered.
  }
  return fallback;
}

export function writeFlag(storage: PrefsStorage, key: string, value: boolean): void {
  try {
    storage.setItem(key, String(value));
  } catch {
    // Storage full or denied: the choice still holds for this page.
  }
}
