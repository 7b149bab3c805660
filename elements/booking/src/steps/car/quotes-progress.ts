import type { QuoteStatuses } from './car-services.ts';

/** How far the quote calls of the car step have got (each provider answers on its own). */
export interface QuotesProgress {
  /** Services still waiting for their provider. */
  pending: number;
  /** Services whose provider gave a price. */
  priced: number;
  total: number;
}

export function quotesProgress(statuses: QuoteStatuses): QuotesProgress {
  const all = Object.values(statuses);
  return {
    pending: all.filter((s) => s.state === 'pending').length,
    priced: all.filter((s) => s.state === 'quoted').length,
    total: all.length,
  };
}

/** designed: what the car step's polite status says while the prices come in, and once they are in. */
export const QUOTES_TEXTS = {
  pending: 'Getting prices from the car providers…',
  settled: ({ priced, total }: Pick<QuotesProgress, 'priced' | 'total'>) =>
    `${priced} of ${total} car ${total === 1 ? 'service' : 'services'} ${priced === 1 ? 'has' : 'have'} a price.`,
} as const;

/** The polite status of the quotes (WCAG 4.1.3): nothing before any is asked, then pending, then the count. */
export function quotesAnnouncement(progress: QuotesProgress): string {
  if (progress.total === 0) return '';
  if (progress.pending > 0) return QUOTES_TEXTS.pending;
  return QUOTES_TEXTS.settled(progress);
}
