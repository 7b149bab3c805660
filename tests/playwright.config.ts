import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Journeys drive the started server in Debian's chromium, like a user would.
const port = Number(process.env.JOURNEY_PORT ?? 18080);
const dataDir = process.env.JOURNEY_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'curbside-journeys-'));
// With JOURNEY_DATABASE_URL (npm test starts a temporary PostgreSQL for it), a second server runs on
// that database, on JOURNEY_PG_PORT, and the 'postgres' project runs the journeys tagged @postgres there.
const postgresUrl = process.env.JOURNEY_DATABASE_URL;
const postgresPort = Number(process.env.JOURNEY_PG_PORT ?? port + 20);
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** The built server for the journeys, on its own port and data folder (and database). */
function journeyServer(serverPort: number, serverDataDir: string, extraEnv: Record<string, string> = {}) {
  return {
    command: 'node dist/server/main.js',
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: `http://localhost:${serverPort}/index.html`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(serverPort), DATA_DIR: serverDataDir, ...(process.env.JOURNEY_PORTAL_DIR ? { PORTAL_DIR: process.env.JOURNEY_PORTAL_DIR } : {}),
      NODE_ENV: 'test', SIMULATOR_SPEED: '30', LOGIN_RATE_LIMIT: '1000', ADDRESS_SIGN_IN_LIMIT: '10000', ...extraEnv,
    },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: './journeys',
  outputDir: process.env.JOURNEY_OUTPUT_DIR ?? '../test-results/journeys',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry under CI only, so a timing flake does not block a landing; the list reporter still
  // names every test that needed it ('flaky'), and each is a defect to find (see the session notes).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  projects: [
    { name: 'sqlite', use: { baseURL: `http://localhost:${port}` } },
    ...(postgresUrl ? [{ name: 'postgres', grep: /@postgres/, use: { baseURL: `http://localhost:${postgresPort}` } }] : []),
  ],
  use: {
    headless: true,
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    journeyServer(port, dataDir),
    ...(postgresUrl ? [journeyServer(postgresPort, mkdtempSync(join(tmpdir(), 'curbside-journeys-pg-')), { DATABASE_URL: postgresUrl })] : []),
  ],
});
