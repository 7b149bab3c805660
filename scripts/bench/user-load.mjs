// Issue 11, 'Load and faults': simulated users against the production build.
// - load: N users (default 200) sign in, then quote and book in a loop for the given time, each
//   booking with its own Idempotency-Key (a request that fails on the network is sent again with
//   the same key); afterwards every answered booking must be in the database once (0 lost, 0 double);
// - fault: users book while the server is killed with SIGKILL; after a restart every booking that
//   was answered is there, every request whose answer was lost gets one answer for its key when
//   sent again, and no reservation is half written.
// A booking's notes carry its key ('load <key>'), so the database says what each request made.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { percentile } from './stats.mjs';

const API = '/api/web/v1';
const API_KEY = 'curbside-demo-key';
const BOOKERS = ['ava.employee@acme.example', 'ben.booker@acme.example', 'ada.admin@acme.example', 'sam.super@acme.example'];

/** One API call, timed; throws on a network failure, answers { status, body, ms } otherwise. */
async function call(base, method, url, { cookie, body, key } = {}) {
  const started = performance.now();
  const res = await fetch(base + API + url, {
    method,
    headers: {
      'x-api-key': API_KEY, accept: 'application/json', ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, ms: performance.now() - started, headers: res.headers };
}

/** Sign in through the development outbox (the server runs NODE_ENV=test on the production build). */
async function signIn(base, email) {
  const initiate = await call(base, 'POST', '/auth/login/initiate', { body: { email } });
  if (initiate.status !== 200) throw new Error(`sign-in of ${email}: ${initiate.status}`);
  const outbox = await fetch(`${base}/api/dev/outbox?email=${encodeURIComponent(email)}`).then((r) => r.json());
  const complete = await call(base, 'POST', '/auth/login/complete', { body: { guid: initiate.body.guid, password: outbox.code } });
  const cookie = (complete.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).find((c) => c.startsWith('curb_session='));
  if (complete.status !== 200 || !cookie) throw new Error(`sign-in of ${email}: ${complete.status}`);
  const user = (await call(base, 'GET', '/users/userData', { cookie })).body.user;
  return { email, cookie, user, ms: initiate.ms + complete.ms };
}

/** The quotes request the browser run captured, made the signed-in user's own ride. */
function requestFor(template, user) {
  const passenger = {
    ...template.reservationPassengers[0], userId: user.userId, fullName: user.name ?? `${user.firstName} ${user.lastName}`,
    email: user.loginId, mainPassenger: true,
  };
  // Billed to the firm (Acme allows it), so no card is needed.
  return { ...template, authorizingUserId: user.userId, reservationPassengers: [passenger], isAsap: true, dateTime: null, billCompany: true, creditCardId: null };
}

/** Services, quotes and the booking of one ride; every call's time goes to `timings`. */
async function quoteAndBook(base, session, template, timings, key) {
  const request = requestFor(template, session.user);
  const services = await call(base, 'POST', '/reservations/car-services', { cookie: session.cookie, body: { reservationRequest: request } });
  timings.services.push(services.ms);
  if (services.status !== 200 || !services.body.length) return { status: services.status, step: 'services', message: services.body?.message };
  const service = services.body[0];
  const quotes = await call(base, 'POST', '/reservations/car-services/quotes', {
    cookie: session.cookie, body: { reservationRequest: request, bookingAccountServiceIds: [service.bookingAccountServiceId], quoteTraceIds: [service.quoteTraceId ?? ''] },
  });
  timings.quotes.push(quotes.ms);
  const quote = quotes.body?.[0];
  if (quotes.status !== 200 || !quote) return { status: quotes.status, step: 'quotes', message: quotes.body?.message };
  const booking = {
    ...request, notes: `load ${key}`, bookingAccountServiceId: service.bookingAccountServiceId,
    chosenCarService: { ...service, quoteId: quote.quoteId, userCost: quote.userCost },
  };
  return sendBooking(base, session, booking, key, timings);
}

async function sendBooking(base, session, booking, key, timings) {
  const answer = await call(base, 'POST', '/reservations', { cookie: session.cookie, body: booking, key });
  timings.book.push(answer.ms);
  return { status: answer.status, step: 'book', reservationId: answer.body?.reservationId ?? null, booking, message: answer.body?.message };
}

/** What the database holds of the bookings the run made: reservation ids per key, and rows half written. */
async function bookingsInDatabase(database) {
  const require = createRequire(path.join(database.root, 'server/package.json'));
  const sqlText = "SELECT reservation_id AS id, notes, status, passengers FROM reservations WHERE notes LIKE 'load %'";
  let rows;
  if (database.url) {
    const pg = require('pg');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    rows = (await client.query(sqlText)).rows;
    await client.end();
  } else {
    const Sqlite = require('better-sqlite3');
    const db = new Sqlite(database.sqliteFile, { readonly: true });
    rows = db.prepare(sqlText).all();
    db.close();
  }
  const byKey = new Map();
  for (const row of rows) byKey.set(row.notes.slice('load '.length), [...(byKey.get(row.notes.slice('load '.length)) ?? []), Number(row.id)]);
  const halfWritten = rows.filter((row) => !row.status || !row.passengers || JSON.parse(row.passengers).length === 0).length;
  return { byKey, halfWritten, total: rows.length };
}

const summary = (values) => ({ calls: values.length, p50: Math.round(percentile(values, 50)), p99: Math.round(percentile(values, 99)) });

/**
 * `users` simulated users for `seconds`: sign in, then quote and book in a loop. Answers the
 * p50/p99 per call, the errors, and what the database says (lost, double).
 */
export async function measureUserLoad({ base, template, users, seconds, database, log }) {
  const timings = { signIn: [], services: [], quotes: [], book: [] };
  const answered = new Map();
  let errors = 0;
  let firstError = null;
  let networkRetries = 0;
  const sessions = [];
  for (let i = 0; i < users; i += 1) {
    const session = await signIn(base, BOOKERS[i % BOOKERS.length]);
    timings.signIn.push(session.ms);
    sessions.push(session);
  }
  log(`user load: ${users} users signed in; quoting and booking for ${seconds} s`);
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(sessions.map(async (session) => {
    while (Date.now() < deadline) {
      const key = randomUUID();
      let outcome;
      try {
        outcome = await quoteAndBook(base, session, template, timings, key);
      } catch {
        // The answer was lost on the network: the same request again, with the same key.
        networkRetries += 1;
        outcome = await quoteAndBook(base, session, template, timings, key).catch(() => ({ status: 0 }));
      }
      if (outcome.status === 200 && outcome.step === 'book') answered.set(key, outcome.reservationId);
      else {
        errors += 1;
        firstError ??= `${outcome.step ?? 'network'} ${outcome.status}: ${outcome.message ?? ''}`;
      }
    }
  }));
  const stored = await bookingsInDatabase(database);
  const lost = [...answered].filter(([key, id]) => !(stored.byKey.get(key) ?? []).includes(id)).length;
  const double = [...stored.byKey.values()].filter((ids) => ids.length > 1).length;
  const result = {
    users, seconds, bookings: answered.size, errors, firstError, networkRetries, lost, double,
    calls: Object.fromEntries(Object.entries(timings).map(([name, values]) => [name, summary(values)])),
  };
  log(`user load: ${result.bookings} bookings, ${errors} errors${firstError ? ` (first: ${firstError})` : ''}, ${lost} lost, ${double} double; book p99 ${result.calls.book.p99} ms`);
  return result;
}

/**
 * Users book while the server is killed (SIGKILL) after `killAfterMs`; `restart()` brings it back
 * on the same data. Answers what was answered, what was lost and sent again, and the database's word.
 */
export async function measureKillDuringBooking({ base, template, users, killAfterMs, kill, restart, database, log }) {
  const sessions = [];
  for (let i = 0; i < users; i += 1) sessions.push(await signIn(base, BOOKERS[i % BOOKERS.length]));
  const timings = { services: [], quotes: [], book: [] };
  const answered = new Map();
  const unanswered = [];
  let killed = false;
  const running = Promise.all(sessions.map(async (session) => {
    while (!killed) {
      const key = randomUUID();
      let prepared = null;
      try {
        const request = requestFor(template, session.user);
        const services = await call(base, 'POST', '/reservations/car-services', { cookie: session.cookie, body: { reservationRequest: request } });
        const service = services.body[0];
        const quotes = await call(base, 'POST', '/reservations/car-services/quotes', {
          cookie: session.cookie, body: { reservationRequest: request, bookingAccountServiceIds: [service.bookingAccountServiceId], quoteTraceIds: [service.quoteTraceId ?? ''] },
        });
        prepared = {
          ...request, notes: `load ${key}`, bookingAccountServiceId: service.bookingAccountServiceId,
          chosenCarService: { ...service, quoteId: quotes.body[0].quoteId, userCost: quotes.body[0].userCost },
        };
        const outcome = await sendBooking(base, session, prepared, key, timings);
        if (outcome.status === 200) answered.set(key, outcome.reservationId);
      } catch {
        if (prepared) unanswered.push({ session, key, booking: prepared });
        return;
      }
    }
  }));
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  killed = true;
  await kill();
  await running;
  log(`fault: killed with SIGKILL after ${answered.size} answered bookings, ${unanswered.length} in flight`);
  await restart();
  // The requests whose answer was lost, sent again with their keys (the sessions are in the database).
  let resentAnswered = 0;
  for (const { session, key, booking } of unanswered) {
    const outcome = await sendBooking(base, session, booking, key, timings);
    if (outcome.status === 200) {
      resentAnswered += 1;
      answered.set(key, outcome.reservationId);
    }
  }
  const stored = await bookingsInDatabase(database);
  const lost = [...answered].filter(([key, id]) => !(stored.byKey.get(key) ?? []).includes(id)).length;
  const double = [...stored.byKey.values()].filter((ids) => ids.length > 1).length;
  const result = { answered: answered.size, inFlight: unanswered.length, resentAnswered, lost, double, halfWritten: stored.halfWritten };
  log(`fault: ${result.answered} bookings answered, ${lost} lost, ${double} double, ${stored.halfWritten} half written`);
  return result;
}

/** The markdown of the user-load runs (SQLite, PostgreSQL) and the fault run. */
export function userLoadSection(userLoad, fault) {
  if (!userLoad?.length) return 'Not run (--skip-user-load).';
  const line = (name, c) => (c ? `${c.calls} calls, p50 ${c.p50} ms, p99 ${c.p99} ms` : 'n/a');
  return [
    '| database | users, seconds | bookings | errors | lost | double | sign-in | car services | quotes | book |',
    '|---|---:|---:|---:|---:|---:|---|---|---|---|',
    ...userLoad.map((r) => `| ${r.database} | ${r.users}, ${r.seconds} s | ${r.bookings} | ${r.errors} | ${r.lost} | ${r.double} | ${line('sign-in', r.calls.signIn)} | ${line('services', r.calls.services)} | ${line('quotes', r.calls.quotes)} | ${line('book', r.calls.book)} |`),
    '',
    'Each user signs in once (the development outbox gives the code: NODE_ENV=test on the production build, so answers are also checked against their schemas), then quotes and books ASAP rides in a loop, one Idempotency-Key per booking; lost and double are counted in the database afterwards by the key each booking carries in its notes.',
    '',
    fault
      ? `Fault run (SQLite): the server killed with SIGKILL while ${fault.inFlight} bookings were in flight; after the restart ${fault.answered} bookings answered in all (${fault.resentAnswered} of them sent again with their key), ${fault.lost} lost, ${fault.double} double, ${fault.halfWritten} half written.`
      : 'Fault run: not run.',
  ].join('\n');
}
