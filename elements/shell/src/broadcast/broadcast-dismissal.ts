// A broadcast note the user dismissed stays dismissed on this browser until a new note is
// published (issue 17: every user sees the active note as a dismissible banner until it is
// deactivated). Remembered by the note's id; storage that is unavailable means nothing is remembered.

const DISMISSED_KEY = 'curbside.broadcastNote.dismissed';

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function isNoteDismissed(noteId: number, store: KeyValueStorage | null = storage()): boolean {
  try {
    return store?.getItem(DISMISSED_KEY) === String(noteId);
  } catch {
    return false;
  }
}

export function dismissNote(noteId: number, store: KeyValueStorage | null = storage()): void {
  try {
    store?.setItem(DISMISSED_KEY, String(noteId));
  } catch {
    // Private browsing with storage off: the banner is hidden for this page only.
  }
}
