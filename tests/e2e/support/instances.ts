import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

// More production instances of the build under test, as a deployment runs them: each from its own copy of
// .next (so nothing is shared through the disk), started with `npm start`'s script on the e2e database, and a
// Redis server of their own (Debian's redis-server) for the shared cache.

const ROOT = process.cwd();
const INSTANCES_DIR = path.join(ROOT, 'test-results', 'instances');
// Left out of an instance's folder: its own .next is a copy; the database is reached by URL.
const NOT_LINKED = new Set(['.next', '.data', '.git', 'test-results', 'playwright-report', 'reports']);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

type Stoppable = { stop(): Promise<void> };

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Stops a process group started with `detached: true`: SIGTERM, then SIGKILL after `graceMs`. */
async function stopGroup(child: ChildProcess, graceMs: number) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  if (!(await waitForExit(child, graceMs))) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await waitForExit(child, 2_000);
  }
}

/** A Redis server on a free loopback port, without persistence, stopped by `stop()`. */
export async function startRedis(): Promise<Stoppable & { url: string }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`redis-server could not be run (apt-get install redis-server): ${error.message}`));
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopGroup(child, 5_000) };
}

/**
 * A folder that looks like the project to `next start`: every top-level entry linked, except .next, which is a
 * copy of the build (without its build cache).
 */
export function instanceFolder(name: string): string {
  const dir = path.join(INSTANCES_DIR, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(ROOT)) {
    if (!NOT_LINKED.has(entry)) symlinkSync(path.join(ROOT, entry), path.join(dir, entry));
  }
  const build = path.join(ROOT, '.next');
  cpSync(build, path.join(dir, '.next'), {
    recursive: true,
    filter: (source) => source !== path.join(build, 'cache'),
  });
  return dir;
}

export type Instance = Stoppable & { url: string; log: () => string };

/** `npm start` (scripts/start.ts) in `dir` on a free port; resolves when /api/health answers. */
export async function startInstance(dir: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const { REDIS_URL: _inherited, ...base } = process.env;
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'],
    {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...base,
        NODE_ENV: 'production',
        BEANS_PROFILE: 'e2e',
        PORT: String(port),
        APP_URL: url,
        // Web-only instances: the e2e server's worker sends the mail.
        NOTIFICATION_WORKER: 'off',
        // The e2e server loaded the demo data.
        SEED_DEMO_DATA: 'false',
        NEXT_TELEMETRY_DISABLED: '1',
        CHECKPOINT_DISABLE: '1',
        ...env,
      },
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const instance: Instance = { url, log: () => output, stop: () => stopGroup(child, 15_000) };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance ${dir} exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return instance;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await instance.stop();
  throw new Error(`instance ${dir} did not answer /api/health in time:\n${output}`);
}
