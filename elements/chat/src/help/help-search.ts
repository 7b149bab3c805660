import MiniSearch from 'minisearch';
import { HELP_ARTICLES, type HelpArticle } from './help-articles.ts';

// Issue 18: the help chat's answers, found by full-text search (minisearch: stemming-free but
// fuzzy and prefix, so 'cancell', 'reciepts' and 'add a credit card' still find their answer).

/** Words that say nothing about the topic ('how do I ... ?'). */
const STOP_WORDS = new Set([
  'how', 'do', 'does', 'i', 'a', 'an', 'the', 'to', 'can', 'my', 'me', 'is', 'are', 'where', 'what', 'when', 'which', 'in', 'on',
  'of', 'for', 'it', 'you', 'your', 'we', 'our', 'please', 'pls', 'with', 'and', 'or', 'find', 'get', 'want', 'need', 'should',
  'would', 'could', 'there', 'this', 'that', 'be', 'any', 'way', 'hi', 'hello', 'help', 'some', 'one', 'at',
]);

let index: MiniSearch<HelpArticle> | null = null;

function helpIndex(): MiniSearch<HelpArticle> {
  if (index) return index;
  index = new MiniSearch<HelpArticle>({
    fields: ['question', 'keywords', 'answer'],
    processTerm: (term) => {
      const word = term.toLowerCase();
      return STOP_WORDS.has(word) ? null : word;
    },
    searchOptions: { boost: { question: 3, keywords: 2, answer: 1 }, fuzzy: (term) => (term.length > 4 ? 0.25 : 0), prefix: (term) => term.length > 3 },
  });
  index.addAll(HELP_ARTICLES);
  return index;
}

/** A weak match below this score is no answer (a question about something else). */
const MIN_SCORE = 4;

/** The help article that answers the question best, or null when none does. */
export function answerHelp(question: string): HelpArticle | null {
  const [best] = helpIndex().search(question);
  if (!best || best.score < MIN_SCORE) return null;
  return HELP_ARTICLES.find((article) => article.id === best.id) ?? null;
}
