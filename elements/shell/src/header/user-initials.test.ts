import { describe, expect, it } from 'vitest';
import { userInitials } from './user-initials.ts';

describe('userInitials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(userInitials({ firstName: 'jane', lastName: 'Doe', loginId: 'x' })).toBe('JD');
  });
  it('falls back to the login id when the names are empty', () => {
    expect(userInitials({ firstName: ' ', lastName: '', loginId: 'marshal@acme.com' })).toBe('M');
  });
});
