import { describe } from 'vitest';
import { canSaveNotes } from './notes.ts';
import { itAnswers } from './test-support/answer-table.ts';

describe('canSaveNotes (spec 000 §5: "Save is enabled only when the text is longer than 3 characters")', () => {
  itAnswers('"%s": %s', canSaveNotes, [['abcd', true], ['abc', false], ['  abc  ', false], ['', false], [null, false], ['Gate 4 please', true]]);
});
