import type { Db } from './connection.ts';
import { tryAdvisoryLock } from './postgres-session.ts';

// Jobs that must run once however many server processes share the database (issue 11): the ride
// simulator and the report scheduler. On SQLite there is one process. On PostgreSQL the process
// that holds the job's advisory lock runs it; the others try again every RETRY_MS, so when the
// leader stops or dies (its session ends, the lock with it) another takes over.

const RETRY_MS = 5_000;

export interface Leadership {
  /** Whether this process runs the job now. */
  readonly leading: boolean;
  stop(): Promise<void>;
}

/** Run `start` once this process leads `name`; `stop` ends the job and gives the lead up. */
export function leadJob(db: Db, name: string, job: { start(): void; stop(): void | Promise<void> }): Leadership {
  let leading = false;
  let stopped = false;
  let release: (() => Promise<void>) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const attempt = async () => {
    timer = null;
    if (stopped) return;
    if (!db.databaseUrl) {
      leading = true;
    } else {
      const lock = await tryAdvisoryLock(db.databaseUrl, name).catch(() => null);
      if (stopped || !lock?.held) {
        await lock?.release();
        if (!stopped) timer = setTimeout(() => void attempt(), RETRY_MS);
        return;
      }
      release = () => lock.release();
      leading = true;
    }
    job.start();
  };
  void attempt();

  return {
    get leading() { return leading; },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (leading) await job.stop();
      leading = false;
      await release?.();
    },
  };
}
