import { describe, expect, it } from 'vitest';
import { shownPath } from './use-current-path.ts';

describe('shownPath', () => {
  it('uses the current-path attribute when set', () => {
    expect(shownPath('/receipts', '/new-booking')).toBe('/receipts');
  });
  it('follows location.pathname when the attribute is empty', () => {
    expect(shownPath('', '/manage-bookings/')).toBe('/manage-bookings');
    expect(shownPath(undefined, '/map')).toBe('/map');
  });
});
