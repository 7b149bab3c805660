import type { ReservationType, VehicleType } from '@curbside/contracts';

// Issue 18: the words of a booking request sorted into what they say: the pickup, the drop-off,
// the stops, the passenger, the flight, the vehicle, the hours and the notes. Places and people
// are only phrases here; place-finder.ts and people-finder.ts turn them into stops and passengers.

export interface TripReading {
  pickup: string | null;
  dropoff: string | null;
  stops: string[];
  /** A name after 'for' ('for Ava', 'for ava employee'); 'me' means the asker. */
  passenger: string | null;
  flightCode: string | null;
  /** 'no flight', 'private flight', 'not flying'. */
  noFlight: boolean;
  terminal: string | null;
  vehicleType: VehicleType | null;
  reservationType: ReservationType | null;
  hours: number | null;
  notes: string | null;
  /** What is left when the known words are taken out: a bare answer to the last question. */
  rest: string;
}

type Role = 'pickup' | 'dropoff' | 'stop' | 'for' | 'notes';

/** Words that open a phrase, longest first so 'pick me up at' wins over 'at'. */
const OPENERS: Array<[RegExp, Role]> = [
  [/^(?:pick(?:ing)?\s*(?:me|us|him|her|them)?\s*up|pickup|pick-up|collect(?:ing)?\s*(?:me|us|him|her|them)?)\s+(?:at|from|in)\b/i, 'pickup'],
  [/^(?:leaving|departing|starting|coming)\s+from\b/i, 'pickup'],
  [/^(?:from|frm|fron|form)\b/i, 'pickup'],
  [/^(?:drop(?:ping)?\s*(?:me|us|him|her|them)?\s*(?:off)?|drop-off|dropoff)\s+(?:at|in)\b/i, 'dropoff'],
  [/^(?:going|heading|headed|travel(?:l?ing)?|get(?:ting)?\s+(?:me|us|him|her|them))\s+to\b/i, 'dropoff'],
  [/^(?:into|towards?|to)\b/i, 'dropoff'],
  [/^(?:with\s+a\s+stop|stopping|stop(?:s)?|and\s+a\s+stop)\s+(?:at|in|by)\b/i, 'stop'],
  [/^via\b/i, 'stop'],
  [/^(?:note|notes|tell the driver|driver note|the driver should|remark)s?\s*(?::|that)?/i, 'notes'],
  [/^for\b/i, 'for'],
];

/** Vehicle words (001 §3 vehicle types) the way people say them. */
const VEHICLES: Array<[RegExp, VehicleType]> = [
  [/\b(?:large|big|xl)\s+suv\b/i, 'LargeSUV'],
  [/\bexecutive\s+(?:mini\s?van|van)\b/i, 'ExecutiveMinivan'],
  [/\b(?:large|big)\s+(?:mini\s?van|van)\b/i, 'LargeMinivan'],
  [/\bsuv\b/i, 'SUV'],
  [/\b(?:mini\s?bus|sprinter|coach)\b/i, 'Minibus'],
  [/\b(?:mini\s?van|van|people carrier)\b/i, 'Minivan'],
  [/\b(?:luxury|limo|limousine|stretch)\b/i, 'Luxury'],
  [/\b(?:executive|black car|exec car)\b/i, 'Executive'],
  [/\b(?:sedan|saloon)\b/i, 'Sedan'],
  [/\b(?:taxi|cab|yellow cab)\b/i, 'Taxi'],
];

/** Words that carry nothing for the booking ('I need a car please'). */
const FILLER = new Set([
  'a', 'an', 'the', 'i', 'id', "i'd", 'we', 'need', 'needs', 'want', 'would', 'like', 'please', 'pls', 'can', 'could', 'you', 'book',
  'booking', 'get', 'me', 'us', 'car', 'ride', 'cab', 'taxi', 'transfer', 'hi', 'hello', 'hey', 'go', 'and', 'then', 'also', 'it',
  'make', 'change', 'actually', 'no', 'yes', 'ok', 'okay', 'sorry', 'instead', 'time', 'date', 'pickup', 'on', 'at', 'is', 'be',
  'should', 'will', 'a.m.', 'p.m.', 'thanks', 'thank', 'one', 'some', 'up', 'let', "let's", 'lets', 'just', 'set', 'reserve', 'order',
  'arrange', 'schedule', 'trip', 'journey', 'airport transfer', 'round', 'there', 'over', 'please.', 'that', 'this', 'with', 'my',
]);

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };

const FLIGHT = /(?:\b(?:flight|flt|flying in on|arriving on|landing on)\s*#?\s*)?\b([A-Z][A-Z0-9]|[0-9][A-Z])\s?-?\s?(\d{1,4})\b/i;
const NO_FLIGHT = /\b(?:no flight|not flying|no,? (?:there is|there's) no flight|private (?:flight|jet|plane)|without a flight|none)\b/i;
const TERMINAL = /\b(?:terminal|term\.?)\s*([0-9]{1,2}|[A-Z])\b|\bT([0-9]{1,2})\b/i;
const HOURS = /\b(?:for\s+)?(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s*(?:-\s*)?(?:hours?|hrs?|h)\b(?:\s+(?:hourly|as directed))?/i;
const HOURLY = /\b(?:hourly|by the hour|hour(?:ly)? (?:job|ride|booking|hire)|time job)\b/i;
const AS_DIRECTED = /\b(?:as directed|as-directed|at my disposal|on standby|wait and return|stay with me)\b/i;

function take(text: string, pattern: RegExp): { match: RegExpExecArray | null; text: string } {
  const match = pattern.exec(text);
  if (!match) return { match: null, text };
  return { match, text: `${text.slice(0, match.index)} | ${text.slice(match.index + match[0].length)}` };
}

/** Words left hanging at the end of a phrase when a date was cut out after them ('the Savoy on'). */
const HANGING = /\s+(?:on|at|by|around|about|before|after|this|next|the|in|for|and|then|please|pls)$/i;

/** The phrase's words without the filler ('the office' keeps 'the'; 'go' alone is nothing). */
function meaningful(phrase: string): string {
  const words = phrase.trim().split(/\s+/).filter(Boolean);
  if (words.every((w) => FILLER.has(w.toLowerCase().replace(/[.,!?]$/, '')))) return '';
  let kept = phrase.trim().replace(/^[,;:.\s-]+|[,;:.!?\s-]+$/g, '');
  while (HANGING.test(kept)) kept = kept.replace(HANGING, '');
  return kept;
}

/** A flight code in the text, when its airline part looks like one (not 'at 9', not a street). */
function readFlight(text: string, isAirline: (code: string) => boolean): { code: string | null; text: string } {
  const pattern = new RegExp(FLIGHT.source, 'gi');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const airline = (match[1] ?? '').toUpperCase();
    const digits = match[2] ?? '';
    const said = /flight|flt|arriving|landing|flying/i.test(match[0]);
    // Without the word 'flight', only a code written together counts ('BA117', not 'at 9').
    if (!isAirline(airline) || (!said && !/^[A-Z0-9]{2}\d{1,4}$/i.test(match[0].trim()))) continue;
    return { code: `${airline}${Number(digits)}`, text: `${text.slice(0, match.index)} | ${text.slice(match.index + match[0].length)}` };
  }
  return { code: null, text };
}

/**
 * Reads a booking request. `isAirline` tells a flight's airline code ('BA') from other
 * two-letter words; the date and time are read apart (read-when.ts) and arrive here removed.
 */
export function readTrip(input: string, isAirline: (code: string) => boolean): TripReading {
  const reading: TripReading = {
    pickup: null, dropoff: null, stops: [], passenger: null, flightCode: null, noFlight: false, terminal: null,
    vehicleType: null, reservationType: null, hours: null, notes: null, rest: '',
  };
  let text = ` ${input.replace(/\s+/g, ' ')} `;

  // Notes run to the end of the sentence they start.
  const notes = /\b(?:note|notes|tell the driver|driver note|the driver should|remark)s?\s*(?::|that)?\s*([^.;\n]+)/i.exec(text);
  if (notes?.[1]) {
    reading.notes = notes[1].trim();
    text = text.slice(0, notes.index);
  }
  const flight = readFlight(text, isAirline);
  reading.flightCode = flight.code;
  text = flight.text;
  if (NO_FLIGHT.test(text)) {
    reading.noFlight = true;
    text = text.replace(NO_FLIGHT, ' | ');
  }
  let step = take(text, TERMINAL);
  if (step.match) reading.terminal = (step.match[1] ?? step.match[2] ?? '').toUpperCase();
  text = step.text;
  step = take(text, HOURS);
  if (step.match) {
    const amount = step.match[1]!.toLowerCase();
    reading.hours = NUMBER_WORDS[amount] ?? Number(amount);
    reading.reservationType = 'timeJob';
  }
  text = step.text;
  if (HOURLY.test(text)) {
    reading.reservationType = 'timeJob';
    text = text.replace(HOURLY, ' | ');
  }
  if (AS_DIRECTED.test(text)) {
    reading.reservationType = 'asDirected';
    text = text.replace(AS_DIRECTED, ' | ');
  }
  for (const [pattern, type] of VEHICLES) {
    const found = take(text, pattern);
    if (!found.match) continue;
    reading.vehicleType = type;
    text = found.text;
    break;
  }
  return sortPhrases(text, reading);
}

/** Cuts the text at the opening words and at punctuation and gives each phrase its role. */
function sortPhrases(text: string, reading: TripReading): TripReading {
  const phrases: Array<{ role: Role | null; words: string }> = [];
  let current: { role: Role | null; words: string } = { role: null, words: '' };
  let rest = text;
  while (rest.length > 0) {
    const lead = /^[\s]+/.exec(rest);
    if (lead) {
      current.words += ' ';
      rest = rest.slice(lead[0].length);
      continue;
    }
    if (/^[|,;:.!?]/.test(rest) && !/^\.\w/.test(rest)) {
      phrases.push(current);
      current = { role: null, words: '' };
      rest = rest.slice(1);
      continue;
    }
    const opener = OPENERS.find(([pattern]) => pattern.test(rest));
    if (opener) {
      const [pattern, role] = opener;
      phrases.push(current);
      current = { role, words: '' };
      rest = rest.slice(pattern.exec(rest)![0].length);
      continue;
    }
    const word = /^[^\s|,;:!?]+/.exec(rest)![0];
    current.words += word;
    rest = rest.slice(word.length);
  }
  phrases.push(current);

  const loose: string[] = [];
  for (const { role, words } of phrases) {
    const phrase = meaningful(words);
    if (!phrase) continue;
    if (role === 'pickup') reading.pickup = phrase;
    else if (role === 'dropoff') reading.dropoff = phrase;
    else if (role === 'stop') reading.stops.push(phrase);
    else if (role === 'for') reading.passenger = phrase;
    else if (role === 'notes') reading.notes = phrase;
    else loose.push(phrase);
  }
  // 'JFK to the office': a loose phrase before a drop-off is where the ride starts.
  if (!reading.pickup && reading.dropoff && loose.length > 0) reading.pickup = loose.shift()!;
  reading.rest = loose.join(', ');
  return reading;
}
