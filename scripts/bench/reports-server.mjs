// GET /reports and GET /reports/summary over a year of Acme's rides (issue 13), as rita.reporter,
// under autocannon on the production build in production mode: one connection (one reporter's
// wait, call after call) and 10 connections (many reporters at once: each waits for the others,
// the server is one Node thread). Rows in the server-load table's shape, so they print with it.
import { measureCalls } from './server-load.mjs';
import { benchYear } from './dashboard.mjs';

/** The calls, over the year to today: the rides page the report opens with (100 rows and the totals), and the summary by department. */
export function reportsCalls() {
  const { from, to } = benchYear();
  const year = `tripDateFrom=${from}&tripDateTo=${to}&country=0`;
  return [
    { name: 'GET /reports (full year, 100 rows and totals)', path: `/reports?${year}&count=100` },
    { name: 'GET /reports/summary?groupBy=Department (full year)', path: `/reports/summary?${year}&groupBy=Department` },
  ];
}

export async function measureReportsServer({ base, cookie, seconds, log }) {
  const headers = { 'x-api-key': 'curbside-demo-key', accept: 'application/json', cookie };
  const targets = reportsCalls().flatMap((call) => [1, 10].map((connections) => ({
    name: `${call.name}, ${connections} connection${connections === 1 ? '' : 's'}`, path: call.path, method: 'GET', headers, connections,
  })));
  return measureCalls({ base, targets, seconds, log });
}
