import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A form's own copy of what the server answered: it follows a new answer (a refetch, another tab's
 * save) as long as the user has not changed it, and once they have, it keeps their edit, so a
 * refetch never drops what is being typed. Edits must make a new value (as `setForm({ ...form })`
 * does): the copy counts as edited when it is no longer the answer it was taken from.
 */
export function useEditableCopy<T>(answer: T): [T, Dispatch<SetStateAction<T>>] {
  const [copy, setCopy] = useState(answer);
  const [takenFrom, setTakenFrom] = useState(answer);
  if (takenFrom !== answer) {
    // A new answer, adjusted while rendering (React's pattern for state that follows a prop).
    setTakenFrom(answer);
    if (copy === takenFrom) setCopy(answer);
  }
  return [copy, setCopy];
}
