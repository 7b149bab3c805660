import { expect, it } from 'vitest';

/** One row of an answer table: what the rule is given, and what it must answer. */
export type AnswerRow<Input, Answer> = readonly [input: Input, answer: Answer];

/**
 * A table-driven test for a rule that maps one input to one answer: one `it` per row,
 * checking `rule(input)` equals the row's answer (deep equality, so objects and arrays work).
 * The title takes vitest's printf placeholders: the first `%s` (or `%j`) is the input, the second the answer.
 * Rows are [input, answer] pairs, short enough to keep several on a line.
 */
export function itAnswers<Input, Answer>(
  title: string,
  rule: (input: Input) => Answer,
  rows: ReadonlyArray<AnswerRow<Input, Answer>>,
): void {
  it.each<[Input, Answer]>(rows.map(([input, answer]) => [input, answer]))(title, (input, answer) => {
    expect(rule(input)).toEqual(answer);
  });
}
