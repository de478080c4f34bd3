// Benchmark: server CPU per page. Builds the app once (skipped with BENCH_SKIP_BUILD=1 when .next exists),
// starts it like `npm start` on a fresh embedded database with the demo data, signs in as the demo user,
// then loads each page with autocannon (20 connections, 10 s each, after a warm-up) and prints req/s and
// latency beside /api/health, the cheapest route, and /bench/dynamic, the smallest page rendered per request
// (the floor every signed-in page starts from), with each page's server CPU time per request. Issue 9 §8's
// target: /home ≥ 0.3× /api/health's req/s.
// Run: npm run bench:pages [-- <seconds per page>]
import autocannon from 'autocannon';
import { buildOnce, groupCpu, startApp } from './app-server';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/prisma/seed-data';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://localhost:${PORT}`;
const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = 20;
const env = {
  ...process.env,
  BEANS_PROFILE: 'e2e', // a fresh database with the demo data, as the e2e run uses
  EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? '54341',
  PORT: String(PORT),
  BENCH_ROUTES: 'on', // /bench/* is 404 in a production server without it
  NOTIFICATION_WORKER: 'off',
  NEXT_TELEMETRY_DISABLED: '1',
};

buildOnce(env);
const stop = await startApp(env, BASE);

/** Signs in through Auth.js's credentials endpoint and returns the Cookie header of the session. */
async function signIn(): Promise<string> {
  const csrf = await fetch(`${BASE}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
  const login = await fetch(`${BASE}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies.join('; ') },
    body: new URLSearchParams({ csrfToken, email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  const session = login.headers.getSetCookie().find((c) => c.includes('session-token'));
  if (!session) throw new Error(`sign-in failed (${login.status})`);
  return [...cookies, session.split(';')[0]].join('; ');
}

type Row = {
  path: string;
  rps: number;
  p50: number;
  p90: number;
  p97: number;
  errors: number;
  /** The app server's CPU time per answered request (ms); the database runs in its own process group. */
  nodeMs: number;
};

async function load(path: string, cookie?: string): Promise<Row> {
  const options = {
    url: `${BASE}${path}`,
    connections: CONNECTIONS,
    headers: cookie ? { cookie } : {},
  };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const before = groupCpu(stop.group);
  const result = await autocannon({ ...options, duration: SECONDS });
  const after = groupCpu(stop.group);
  const ok = result['2xx'];
  const used = (name: string) => ((after.get(name) ?? 0) - (before.get(name) ?? 0)) / Math.max(ok, 1);
  return {
    nodeMs: used('node'),
    path,
    rps: ok / SECONDS,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97: result.latency.p97_5,
    errors: result.non2xx + result.errors,
  };
}

try {
  const cookie = await signIn();
  const home = await fetch(`${BASE}/home`, { headers: { cookie }, redirect: 'manual' });
  if (home.status !== 200) throw new Error(`/home answered ${home.status} for the signed-in demo user`);
  const rows: Row[] = [];
  rows.push(await load('/api/health'));
  // The floor: the smallest page rendered per request (no session, no data) on this server.
  rows.push(await load('/bench/dynamic'));
  // BENCH_PAGES=/home,/settings narrows the signed-in pages (e.g. while profiling with NODE_OPTIONS=--cpu-prof).
  const pages = process.env.BENCH_PAGES?.split(',') ?? ['/home', '/settings', '/profile'];
  for (const path of pages) rows.push(await load(path, cookie));
  rows.push(await load('/auth/sign-up'));
  const health = rows[0].rps;
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per page (latency in ms; p97.5 is autocannon's)`);
  console.log('page            req/s   × health   p50    p90    p97.5  non-2xx   app CPU ms/req   × health');
  const healthCpu = rows[0].nodeMs;
  for (const r of rows) {
    console.log(
      `${r.path.padEnd(14)} ${r.rps.toFixed(0).padStart(6)}   ${(r.rps / health).toFixed(2).padStart(6)}   ${String(r.p50).padStart(5)}  ${String(r.p90).padStart(5)}  ${String(r.p97).padStart(5)}  ${String(r.errors).padStart(7)}   ${r.nodeMs.toFixed(2).padStart(15)}   ${(healthCpu / r.nodeMs).toFixed(2).padStart(8)}`,
    );
  }
  console.log(
    "\nreq/s depends on what else the machine runs; CPU ms/req (the server's own CPU time per answered request,\n" +
      "from /proc) does not. '× health' of CPU is /api/health's CPU per request ÷ the page's: the req/s ratio an\n" +
      'otherwise idle machine would show.',
  );
  const homeRow = rows.find((r) => r.path === '/home');
  if (homeRow)
    console.log(
      `\n/home ÷ /api/health = ${(homeRow.rps / health).toFixed(2)} by req/s, ${(healthCpu / homeRow.nodeMs).toFixed(2)} by CPU (target ≥ 0.30)`,
    );
} finally {
  stop();
}
process.exit(0);
