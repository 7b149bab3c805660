import { describe, expect, it } from 'vitest';
import { fieldIds, fieldState, formErrorHeading } from './field-state.ts';

const ids = fieldIds('f1');

describe('fieldState (what a Field shows and how its control is described)', () => {
  it.each([
    { name: 'a fine field without help', help: null, error: null, expected: { invalid: false, message: '', describedBy: undefined } },
    { name: 'a fine field with help', help: '15 or 16 digits', error: null, expected: { invalid: false, message: '15 or 16 digits', describedBy: 'f1-help' } },
    { name: 'an error replaces the help', help: '15 or 16 digits', error: 'Invalid card number', expected: { invalid: true, message: 'Invalid card number', describedBy: 'f1-error' } },
    { name: 'an error without help', help: undefined, error: 'Required', expected: { invalid: true, message: 'Required', describedBy: 'f1-error' } },
    { name: 'a blank error is no error', help: 'Help', error: '  ', expected: { invalid: false, message: 'Help', describedBy: 'f1-help' } },
  ])('$name', ({ help, error, expected }) => {
    expect(fieldState({ ids, help, error })).toEqual(expected);
  });

  it('names the parts of one field after one base id', () => {
    expect(fieldIds('r7')).toEqual({ control: 'r7-control', label: 'r7-label', help: 'r7-help', error: 'r7-error' });
  });
});

describe('formErrorHeading', () => {
  it.each([[1, '1 field needs attention'], [2, '2 fields need attention'], [5, '5 fields need attention']])('%i -> %s', (count, text) => {
    expect(formErrorHeading(count)).toBe(text);
  });
});
