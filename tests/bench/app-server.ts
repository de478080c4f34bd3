import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

// The production app for the HTTP benchmarks: built once (skipped with BENCH_SKIP_BUILD=1 when .next exists),
// started like `npm start` with the given environment, and stopped with its process group on exit.

export function buildOnce(env: NodeJS.ProcessEnv) {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync('.next/BUILD_ID')) return;
  console.log('building...');
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Starts the built app and resolves once `${base}/api/health` answers; returns the function that stops it
 * (its `group` is the process group of the server and its embedded database, for groupCpu()). */
export async function startApp(
  env: NodeJS.ProcessEnv,
  base: string,
  onOutput?: (text: string) => void,
): Promise<(() => void) & { group: number; exited: Promise<number | null> }> {
  const server = spawn('npx', ['tsx', 'scripts/start.ts'], {
    env,
    // With onOutput, the server's error log goes there too (a fault run logs every failed query).
    stdio: ['ignore', 'pipe', onOutput ? 'pipe' : 'inherit'],
    detached: true,
  });
  server.stdout?.on('data', (chunk: Buffer) => onOutput?.(chunk.toString())); // drained, not shown
  server.stderr?.on('data', (chunk: Buffer) => onOutput?.(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return Object.assign(stop, { group: server.pid!, exited });
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('the server did not start');
}

/** CPU time (ms, user + system) used so far by the processes of a process group, by command name (node,
 * …), read from /proc. Unlike req/s, the difference of two readings per request does not depend on
 * what else the machine is doing. */
export function groupCpu(group: number): Map<string, number> {
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  const byName = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== group) continue; // field 5 (pgrp), counted after the command name
    const ms = (Number(fields[11]) + Number(fields[12])) * tick; // utime, stime
    const key = name.startsWith('postgres')
      ? 'postgres'
      : name.startsWith('node') || name.startsWith('next')
        ? 'node'
        : name;
    byName.set(key, (byName.get(key) ?? 0) + ms);
  }
  return byName;
}
