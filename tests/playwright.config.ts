import { defineConfig } from '@playwright/test';
import type { JourneyWorkerOptions } from './journeys/journey-test.ts';

// Journeys drive the built server in Debian's chromium, like a user would. Each worker starts a
// server of its own (tests/journeys/journey-test.ts): its own port (JOURNEY_PORT + 2 x its slot
// when JOURNEY_PORT is set, else free ports), its own fresh data. JOURNEY_WORKERS workers
// (default 2) run the spec files side by side; the tests of one file run in one worker, in order.
const workers = Number(process.env.JOURNEY_WORKERS) > 0 ? Number(process.env.JOURNEY_WORKERS) : 2;
// With JOURNEY_DATABASE_URL (the admin URL of a PostgreSQL cluster: npm test starts a temporary
// one), the 'postgres' project runs the journeys tagged @postgres again, each worker's server on a
// database of its own created in that cluster.
const postgresUrl = process.env.JOURNEY_DATABASE_URL;
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export default defineConfig<object, JourneyWorkerOptions>({
  testDir: './journeys',
  outputDir: process.env.JOURNEY_OUTPUT_DIR ?? '../test-results/journeys',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  // One retry under CI only, so a timing flake does not block a landing; the list reporter still
  // names every test that needed it ('flaky'), and each is a defect to find (see the session notes).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  projects: [
    { name: 'sqlite' },
    ...(postgresUrl ? [{ name: 'postgres', grep: /@postgres/, use: { journeyDatabaseUrl: postgresUrl } }] : []),
  ],
  use: {
    headless: true,
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
