import { NOTES_MIN_CHARS_EXCLUSIVE } from './limits.ts';

/** spec 000 §5, 001 §5: the notes editor's Save is enabled only when the text is longer than 3 characters (trimmed). */
export function canSaveNotes(text: string | null | undefined): boolean {
  return (text ?? '').trim().length > NOTES_MIN_CHARS_EXCLUSIVE;
}

/** spec 000 §5, 001 §2: the notes editor placeholder. */
export const NOTES_PLACEHOLDER = 'Add notes';
