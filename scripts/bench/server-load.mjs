// The server under autocannon, NODE_ENV=production on the production build, signed in with the
// session the browser runs made: quotes (simulated provider delay 0) at a fixed 200 req/s (the
// issue's goal is its p99 there) and flat out, the reservations list and user data flat out,
// 10 connections each. `measureCalls` runs any such list (the reports' calls use it too).
import autocannon from 'autocannon';

const API = '/api/web/v1';

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function measureServerLoad({ base, cookie, quotesBody, seconds, log }) {
  const headers = { 'x-api-key': 'curbside-demo-key', accept: 'application/json', cookie };
  const quotes = { method: 'POST', body: quotesBody, headers: { ...headers, 'content-type': 'application/json' } };
  const targets = [
    { name: 'quotes, 200 req/s', path: '/reservations/car-services/quotes', ...quotes, overallRate: 200 },
    { name: 'quotes, flat out', path: '/reservations/car-services/quotes', ...quotes },
    { name: 'reservations list (GET /reservations)', path: '/reservations', method: 'GET', headers },
    { name: 'user data (GET /users/userData)', path: '/users/userData', method: 'GET', headers },
  ];
  return measureCalls({ base, targets, seconds, log });
}

/**
 * Each target for `seconds` after a 2 s warm-up (so the first requests' JIT and cache misses do
 * not count), 10 connections unless the target names its own; rows of req/s, p50, p99 and errors.
 */
export async function measureCalls({ base, targets, seconds, log }) {
  const rows = [];
  for (const target of targets) {
    if (target.body === null) {
      rows.push({ name: target.name, skipped: 'no quotes request was captured' });
      continue;
    }
    const connections = target.connections ?? 10;
    await run({ url: base + API + target.path, method: target.method, headers: target.headers, body: target.body, connections, duration: 2 });
    const result = await run({
      url: base + API + target.path, method: target.method, headers: target.headers, body: target.body,
      connections, duration: seconds, ...(target.overallRate ? { overallRate: target.overallRate } : {}),
    });
    const row = {
      name: target.name,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      total: result.requests.total,
    };
    rows.push(row);
    log(`load: ${row.name}: ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.non2xx} non-2xx`);
  }
  return rows;
}

export function serverLoadTable(rows, seconds) {
  return [
    '| call | req/s | p50 | p99 | errors | non-2xx |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => (r.skipped
      ? `| ${r.name} | n/a (${r.skipped}) | | | | |`
      : `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${r.non2xx} |`)),
    '',
    `autocannon, 10 connections unless the row says otherwise, ${seconds} s each after a 2 s warm-up; NODE_ENV=production, SQLite, SIMULATOR_QUOTE_DELAY_MS=0; the bench's browser runs on the same machine are over by then.`,
  ].join('\n');
}
