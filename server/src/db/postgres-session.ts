import pg from 'pg';

// Several server processes on one PostgreSQL (issue 11, 'More than one server'): what needs a
// database session of its own, outside the query pool. LISTEN hears NOTIFY from every process;
// an advisory lock makes one process the only one to run a job (the ride simulator, the report
// scheduler). Both end with their session: a process that dies gives them up at once.

/** The retry delays after a lost listening session: 0.5 s, doubling, at most 10 s. */
const relistenDelay = (attempt: number) => Math.min(10_000, 500 * 2 ** attempt);

/**
 * Hear every NOTIFY on `channel` until `close()`; a lost session is opened again (what was
 * notified meanwhile is not heard: the event stream's Last-Event-ID catch-up covers it).
 */
export async function listenForNotifications(databaseUrl: string, channel: string, onPayload: (payload: string) => void): Promise<{ close(): Promise<void> }> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: InstanceType<typeof pg.Client> | null = null;
  let closed = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const connect = async (): Promise<void> => {
    const current = new pg.Client({ connectionString: databaseUrl });
    current.on('notification', (message) => { if (message.channel === channel && message.payload !== undefined) onPayload(message.payload); });
    const lost = () => { if (client === current) scheduleReconnect(); };
    current.on('error', lost);
    current.on('end', lost);
    await current.connect();
    await current.query(`LISTEN ${channel}`);
    if (closed) {
      await current.end();
      return;
    }
    client = current;
    attempt = 0;
  };
  const scheduleReconnect = () => {
    if (closed || retry) return;
    client = null;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(scheduleReconnect);
    }, relistenDelay(attempt++));
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

/**
 * Try to become the one process that holds `name`: true with the lock held by a session of its
 * own until `release()`, false when another process holds it.
 */
export async function tryAdvisoryLock(databaseUrl: string, name: string): Promise<{ held: boolean; release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A session lost later frees the lock on the server; nothing to do here but not crash.
  client.on('error', () => undefined);
  await client.connect();
  const result = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS held', [name]);
  const held = result.rows[0]?.held === true;
  if (!held) await client.end();
  return {
    held,
    async release() {
      if (held) await client.end().catch(() => undefined);
    },
  };
}
