import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// The production app for the HTTP benchmarks: built once (skipped with BENCH_SKIP_BUILD=1 when .next exists),
// started like `npm start` with the given environment, and stopped with its process group on exit.

export function buildOnce(env: NodeJS.ProcessEnv) {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync('.next/BUILD_ID')) return;
  console.log('building...');
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Starts the built app and resolves once `${base}/api/health` answers; returns the function that stops it. */
export async function startApp(env: NodeJS.ProcessEnv, base: string): Promise<() => void> {
  const server = spawn('npx', ['tsx', 'scripts/start.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  server.stdout.on('data', () => {}); // drained, not shown
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
      if ((await fetch(`${base}/api/health`)).ok) return stop;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('the server did not start');
}
