import { describe, expect, it } from 'vitest';
import { answerHelp } from './help-search.ts';

// Issue 18: the help chat answers from its packaged corpus, and says so when nothing fits.
describe('the help chat finds the answer', () => {
  it.each([
    ['how do I add a card', 'add-card'],
    ['How can I add a new credit card?', 'add-card'],
    ['book for my boss', 'book-for-someone'],
    ['how to cancel a reservation', 'cancel'],
    ['where are my reciepts', 'receipts'],
    ['what is a cost center', 'cost-codes'],
    ['change the card I pay a booking with', 'change-card'],
    ['can I book by the hour', 'hourly'],
    ['how do I book a car', 'book-ride'],
    ['airport pickup with my flight', 'airport-pickup'],
    ['switch to kilometers', 'units'],
    ['what does dispatched mean', 'status'],
    ['let my assistant book for me', 'booker-permission'],
    ['export a csv of our rides', 'reports'],
  ])('%s -> %s', (question, id) => {
    expect(answerHelp(question)?.id).toBe(id);
  });

  it.each(['what is the weather in Paris', 'tell me a joke', '???'])('has no answer for %j', (question) => {
    expect(answerHelp(question)).toBeNull();
  });
});
