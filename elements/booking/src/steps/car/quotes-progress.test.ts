import { describe, expect, it } from 'vitest';
import type { QuoteStatus, QuoteStatuses } from './car-services.ts';
import { quotesAnnouncement, quotesProgress } from './quotes-progress.ts';

const pending: QuoteStatus = { state: 'pending' };
const missing: QuoteStatus = { state: 'missing' };
const quoted = { state: 'quoted', quote: {} } as unknown as QuoteStatus;

describe('the car step announces its quotes politely', () => {
  it.each<{ rule: string; statuses: QuoteStatuses; progress: ReturnType<typeof quotesProgress>; says: string }>([
    { rule: 'nothing before any quote is asked', statuses: {}, progress: { pending: 0, priced: 0, total: 0 }, says: '' },
    { rule: 'prices pending while any provider has not answered', statuses: { 1: pending, 2: quoted }, progress: { pending: 1, priced: 1, total: 2 }, says: 'Getting prices from the car providers…' },
    { rule: 'the count once all answered', statuses: { 1: quoted, 2: missing, 3: quoted }, progress: { pending: 0, priced: 2, total: 3 }, says: '2 of 3 car services have a price.' },
    { rule: 'one of several priced', statuses: { 1: quoted, 2: missing }, progress: { pending: 0, priced: 1, total: 2 }, says: '1 of 2 car services has a price.' },
    { rule: 'a single service', statuses: { 1: quoted }, progress: { pending: 0, priced: 1, total: 1 }, says: '1 of 1 car service has a price.' },
    { rule: 'no price at all', statuses: { 1: missing, 2: missing }, progress: { pending: 0, priced: 0, total: 2 }, says: '0 of 2 car services have a price.' },
  ])('$rule', ({ statuses, progress, says }) => {
    expect(quotesProgress(statuses)).toEqual(progress);
    expect(quotesAnnouncement(quotesProgress(statuses))).toBe(says);
  });
});
