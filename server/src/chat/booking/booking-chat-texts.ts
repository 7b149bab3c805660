import type { UserSettings } from '@curbside/contracts';
import { formatDate, formatTime } from '@curbside/domain';

// Issue 18: what the booking chat says. The spec gives none of these texts (it gives only the
// help chat's greeting and the 'Error' bubble); they are written to ask one thing at a time.

export type ChatSettings = Pick<UserSettings, 'dateFormat' | 'timeFormat'>;

/** A local 'yyyy-MM-dd' (and 'HH:mm') as a Date on the runtime's clock, only for formatting. */
function localDate(date: string, time = '00:00'): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0] = time.split(':').map(Number);
  return new Date(y, m - 1, d, h, mi);
}

export function whenText(draft: { date: string | null; time: string | null; isAsap: boolean }, settings: ChatSettings): string {
  if (draft.isAsap) return 'as soon as possible';
  if (!draft.date) return '';
  const day = formatDate(localDate(draft.date), settings.dateFormat);
  return draft.time ? `on ${day} at ${formatTime(localDate(draft.date, draft.time), settings.timeFormat)}` : `on ${day}`;
}

export const BOOKING_CHAT_TEXTS = {
  greeting: (firstName: string) => `Hi ${firstName}! Tell me about the ride you need: where from, where to and when. For example: "from JFK to the office tomorrow at 9".`,
  askPassenger: (choices: readonly string[]) => `Which one do you mean: ${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}?`,
  askPickup: (who: string) => `Where should the car pick ${who} up?`,
  askDropoff: (who: string) => (who === 'you' ? 'Where are you going?' : `Where is ${who} going?`),
  askDate: (who: string) => `What day should the car pick ${who} up?`,
  askTime: (who: string, day: string) => `At what time should the car pick ${who} up${day ? ` ${day}` : ''}?`,
  askHours: 'For how many hours do you need the car?',
  askFlight: (who: string, airport: string) => `Which flight ${who === 'you' ? 'are you' : `is ${who}`} arriving on at ${airport}? Say "no flight" if there is none.`,
  unknownPlace: (phrase: string) => `I couldn't find "${phrase}". Could you give me the street address or the name of the place?`,
  noHome: "I don't have a home address saved for you.",
  noWork: "I don't have an office address saved for you.",
  unknownPerson: (name: string) => `I couldn't find ${name} among the people you can book for.`,
  unknownFlight: (code: string) => `I don't know flight ${code}.`,
  flightElsewhere: (code: string, lands: string, pickup: string) => `Flight ${code} lands at ${lands}, not at ${pickup}.`,
  pastTime: 'That time has already passed.',
  notUnderstood: "Sorry, I didn't understand that.",
  done: (summary: string) => `Here is the ride: ${summary}. I've filled in the booking form: choose the car and the payment there.`,
} as const;
