import type { Passenger } from '@curbside/contracts';
import MiniSearch from 'minisearch';

// Issue 18: the passenger a booking request names ('for Ava', 'for ava employe', 'for Mr Booker'),
// among the people the asker may book for (GET /users/passengers' rule), typos forgiven.

const SELF = /^(?:me|myself|us|i|my ?self|yours truly)$/i;
const TITLES = /^(?:mr|mrs|ms|miss|dr|prof)\.?\s+/i;

export type PersonFinding =
  | { kind: 'self' }
  | { kind: 'person'; passenger: Passenger }
  /** Several people fit equally well: the chat asks which one. */
  | { kind: 'choice'; choices: Passenger[] }
  | { kind: 'none' };

/** Who a name phrase means among `people` (the asker included). */
export function findPerson(phrase: string, people: readonly Passenger[], selfId: number | null): PersonFinding {
  const name = phrase.trim().replace(/[.!?]+$/, '').replace(TITLES, '');
  if (SELF.test(name)) return { kind: 'self' };
  if (people.length === 0) return { kind: 'none' };
  const search = new MiniSearch<{ id: number; fullName: string; email: string }>({
    fields: ['fullName', 'email'],
    tokenize: (text) => text.toLowerCase().split(/[\s.@_-]+/).filter(Boolean),
  });
  search.addAll(people.map((person, id) => ({ id, fullName: person.fullName, email: person.email ?? '' })));
  const results = search.search(name, { fuzzy: (term) => (term.length > 3 ? 0.25 : 0), prefix: (term) => term.length > 2, combineWith: 'AND', boost: { fullName: 2 } });
  const [best, second] = results;
  if (!best) return { kind: 'none' };
  const pick = (id: number) => people[id]!;
  // A full first-and-last-name match, or one clear winner, is the person; near-equal scores ask.
  if (second && second.score > best.score * 0.8) {
    const close = results.filter((r) => r.score > best.score * 0.8).slice(0, 5).map((r) => pick(r.id as number));
    const exact = close.filter((p) => p.fullName.toLowerCase() === name.toLowerCase());
    if (exact.length === 1) return { kind: 'person', passenger: exact[0]! };
    return { kind: 'choice', choices: close };
  }
  const passenger = pick(best.id as number);
  return passenger.userId === selfId ? { kind: 'self' } : { kind: 'person', passenger };
}
