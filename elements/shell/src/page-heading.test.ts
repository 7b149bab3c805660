import { describe, expect, it } from 'vitest';
import { matchRoute } from '@curbside/domain';
import { pageHeading } from './page-heading.ts';

describe('pageHeading', () => {
  it.each([
    ['/new-booking', 'New booking'],
    ['/manage-bookings', 'Manage bookings'],
    ['/manage-bookings/edit-booking', 'Edit booking'],
    ['/manage-car-lines', 'Manage car lines'],
    ['/no-such-page', 'Curbside'],
  ])('names %s "%s"', (path, heading) => {
    expect(pageHeading(matchRoute(path))).toBe(heading);
  });
});
