import { describe, expect, it } from 'vitest';
import { createFailureGate, type QueryFailureState } from './failure-gate.ts';

describe('createFailureGate (a failing query is toasted once per run of failures)', () => {
  const cases: { name: string; renders: QueryFailureState[]; toasts: boolean[] }[] = [
    { name: 'a first failure is toasted', renders: [{ isError: true, errorUpdatedAt: 1 }], toasts: [true] },
    {
      name: 'a re-render of the same failure is not toasted again',
      renders: [{ isError: true, errorUpdatedAt: 1 }, { isError: true, errorUpdatedAt: 1 }],
      toasts: [true, false],
    },
    {
      name: 'a background refetch that fails again is not toasted again',
      renders: [{ isError: true, errorUpdatedAt: 1 }, { isError: true, errorUpdatedAt: 2 }, { isError: true, errorUpdatedAt: 3 }],
      toasts: [true, false, false],
    },
    {
      name: 'a success re-arms it',
      renders: [{ isError: true, errorUpdatedAt: 1 }, { isError: false, errorUpdatedAt: 1 }, { isError: true, errorUpdatedAt: 2 }],
      toasts: [true, false, true],
    },
    { name: 'a query that never fails is never toasted', renders: [{ isError: false, errorUpdatedAt: 0 }], toasts: [false] },
  ];
  it.each(cases)('$name', ({ renders, toasts }) => {
    const gate = createFailureGate();
    expect(renders.map(gate)).toEqual(toasts);
  });
});
