// A throw-away PostgreSQL server for `npm test`: Debian's PostgreSQL (installed with apt-get when
// missing), a cluster made by initdb in a temporary directory, on a free loopback port, stopped and
// deleted when the tests are done. initdb refuses to run as root, so as root the cluster belongs to
// the `postgres` user that Debian's package creates.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './run.mjs';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin directory, or null. */
function binDirectory() {
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => existsSync(join(DEBIAN_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(DEBIAN_ROOT, versions[0], 'bin') : null;
}

async function ensurePostgresInstalled() {
  const found = binDirectory();
  if (found) return found;
  console.log('• Installing Debian PostgreSQL…');
  const asRoot = process.getuid?.() === 0;
  const apt = (args) => (asRoot ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', '--no-install-recommends', 'postgresql']);
  const installed = binDirectory();
  if (!installed) throw new Error('PostgreSQL is not installed and apt-get could not install it');
  return installed;
}

/**
 * Start a temporary PostgreSQL server on `port`. Resolves with its admin URL (database `postgres`,
 * superuser `postgres`, trust authentication on loopback only) and a `stop()` that removes it.
 */
export async function startTemporaryPostgres(port) {
  const bin = await ensurePostgresInstalled();
  const asRoot = process.getuid?.() === 0;
  const directory = mkdtempSync(join(tmpdir(), 'curbside-pg-'));
  const dataDirectory = join(directory, 'data');
  // As root the server runs as `postgres`, which must be able to write the directory.
  if (asRoot) {
    chmodSync(directory, 0o777);
  }
  const exec = (tool, args) => {
    const command = join(bin, tool);
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  exec('initdb', ['-D', dataDirectory, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = [
    `-p ${port}`, `-k ${directory}`, '-c listen_addresses=127.0.0.1',
    // A test server: durability is not needed, speed is.
    '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=200',
  ].join(' ');
  exec('pg_ctl', ['-D', dataDirectory, '-o', options, '-l', join(directory, 'server.log'), '-w', '-s', 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        exec('pg_ctl', ['-D', dataDirectory, '-m', 'immediate', '-w', '-s', 'stop']);
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}
