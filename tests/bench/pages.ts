// Benchmark: server CPU per page. Builds the app once (skipped with BENCH_SKIP_BUILD=1 when .next exists),
// starts it like `npm start` on a fresh embedded database with the demo data, signs in as the demo user,
// then loads each page with autocannon (20 connections, 10 s each, after a warm-up) and prints req/s and
// latency beside /api/health, the cheapest route, and /bench/dynamic, the smallest page rendered per request
// (the floor every signed-in page starts from), with each page's server CPU time per request, its ratio to
// /bench/dynamic's and the size of its HTML and RSC payload. Issue 36's targets (CPU per request ÷
// /bench/dynamic's): /home ≤ 2.5×; /profile, /settings, /discover, /evt/{id}, /team/{id} ≤ 2×; p95 ≤ 150 ms.
// Beside them, for information, each page's ratio to /bench/frame: the signed-in frame (app/(app)/layout.tsx,
// signed in as the demo user) with an empty body, the floor every signed-in page starts from.
// Last, the line CPU per request follows against the page's HTML size (least squares) and the HTML a page could
// have at each target on this machine.
// /evt/{id} and /team/{id} are the first game and team /home links to for the demo user.
// Run: npm run bench:pages [-- <seconds per page>]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
  p99: number;
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
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

try {
  const cookie = await signIn();
  const home = await fetch(`${BASE}/home`, { headers: { cookie }, redirect: 'manual' });
  if (home.status !== 200) throw new Error(`/home answered ${home.status} for the signed-in demo user`);
  const html = await home.text();
  const frameCheck = await fetch(`${BASE}/bench/frame`, { headers: { cookie }, redirect: 'manual' });
  if (frameCheck.status !== 200)
    throw new Error(`/bench/frame answered ${frameCheck.status} (BENCH_ROUTES?)`);
  const firstLink = (prefix: string) => html.match(new RegExp(`href="(${prefix}[^"?#]+)"`))?.[1];
  const evt = firstLink('/evt/');
  const team = firstLink('/team/');
  if (!evt || !team) throw new Error('/home links to no game or no team of the demo user');
  /** Bytes of the page's HTML and of its RSC payload (what a client-side navigation to it downloads). */
  const sizes = async (path: string) => {
    const page = await fetch(`${BASE}${path}`, { headers: { cookie } });
    const rsc = await fetch(`${BASE}${path}`, { headers: { cookie, rsc: '1' } });
    const [htmlText, rscText] = [await page.text(), await rsc.text()];
    // BENCH_DUMP=<dir> keeps each page's HTML and RSC payload there, to see what a page sends.
    if (process.env.BENCH_DUMP) {
      const name = path.replace(/[^a-z0-9]+/gi, '_');
      writeFileSync(join(process.env.BENCH_DUMP, `${name}.html`), htmlText);
      writeFileSync(join(process.env.BENCH_DUMP, `${name}.rsc`), rscText);
    }
    return { html: Buffer.byteLength(htmlText), rsc: Buffer.byteLength(rscText) };
  };
  const rows: Row[] = [];
  rows.push(await load('/api/health'));
  // The floor: the smallest page rendered per request (no session, no data) on this server.
  rows.push(await load('/bench/dynamic'));
  // The signed-in floor: the (app) frame (session and viewer read, side panel) around an empty body.
  rows.push(await load('/bench/frame', cookie));
  // Issue 36's targets: CPU per request as a multiple of /bench/dynamic's.
  const targets = new Map<string, number>([
    ['/home', 2.5],
    ['/profile', 2],
    ['/settings', 2],
    ['/discover', 2],
    [evt, 2],
    [team, 2],
  ]);
  // BENCH_PAGES=/home,/settings narrows the signed-in pages (e.g. while profiling with NODE_OPTIONS=--cpu-prof);
  // /evt/{id} and /team/{id} there stand for the game and team /home links to.
  const pages = process.env.BENCH_PAGES?.split(',').map((p) =>
    p === '/evt/{id}' ? evt : p === '/team/{id}' ? team : p,
  ) ?? [...targets.keys()];
  const size = new Map<string, { html: number; rsc: number }>();
  for (const path of pages) {
    size.set(path, await sizes(path));
    rows.push(await load(path, cookie));
  }
  rows.push(await load('/auth/sign-up'));
  const health = rows[0].rps;
  const homeRow = rows.find((r) => r.path === '/home');
  const floor = rows[1].nodeMs;
  const frame = rows[2].nodeMs;
  size.set('/bench/frame', await sizes('/bench/frame'));
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per page (latency in ms; p97.5 and p99 are autocannon's)`,
  );
  console.log(
    'page                      req/s   p50    p90  p97.5    p99  non-2xx  CPU ms/req  × dynamic  target  × frame  HTML kB  RSC kB',
  );
  const verdicts: string[] = [];
  const kbOf = (path: string) => ((size.get(path)?.html ?? 0) / 1024).toFixed(1);
  for (const r of rows) {
    const ratio = r.nodeMs / floor;
    const target = targets.get(r.path);
    const kb = (n?: number) => (n === undefined ? '' : (n / 1024).toFixed(1));
    console.log(
      `${r.path.padEnd(24)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(5)}  ${String(r.p90).padStart(5)}  ${String(r.p97).padStart(5)}  ${String(r.p99).padStart(5)}  ${String(r.errors).padStart(7)}  ${r.nodeMs.toFixed(2).padStart(10)}  ${ratio.toFixed(2).padStart(9)}  ${(target ? `≤ ${target}` : '').padStart(6)}  ${(r.nodeMs / frame).toFixed(2).padStart(7)}  ${kb(size.get(r.path)?.html).padStart(7)}  ${kb(size.get(r.path)?.rsc).padStart(6)}`,
    );
    if (target)
      verdicts.push(
        `${r.path}: CPU ${ratio.toFixed(2)}× /bench/dynamic (target ≤ ${target}×) ${ratio <= target ? 'MET' : 'NOT MET'}` +
          ` [${(r.nodeMs / frame).toFixed(2)}× /bench/frame${target < frame / floor ? '; the target is below the frame floor' : ''}]; p97.5 ${r.p97} ms (target p95 ≤ 150 ms) ${r.p97 <= 150 ? 'met' : 'not met'}`,
      );
  }
  console.log(
    "\nreq/s and latency depend on what else the machine runs; CPU ms/req (the server's own CPU time per answered\n" +
      "request, from /proc) does not. '× dynamic' is the page's CPU per request ÷ /bench/dynamic's (the floor);\n" +
      "'× frame' ÷ /bench/frame's (the signed-in frame with an empty body: the floor of a signed-in page).\n" +
      `/bench/frame ${(frame / floor).toFixed(2)}× /bench/dynamic: a target below that is below the signed-in floor.\n` +
      `/api/health ${(rows[0].nodeMs / floor).toFixed(2)}× the floor` +
      (homeRow ? `; /home ÷ /api/health by req/s ${(homeRow.rps / health).toFixed(2)}.` : '.'),
  );
  // How CPU per request follows the page's size: a least-squares line over /bench/frame and the signed-in pages
  // (the intercept is the frame plus a page's own reads), and the HTML a page could have at each target.
  const points = rows.flatMap((r) => {
    const html = size.get(r.path)?.html;
    return html === undefined ? [] : [{ kb: html / 1024, ms: r.nodeMs }];
  });
  if (points.length >= 3) {
    const n = points.length;
    const mx = points.reduce((a, p) => a + p.kb, 0) / n;
    const my = points.reduce((a, p) => a + p.ms, 0) / n;
    const slope =
      points.reduce((a, p) => a + (p.kb - mx) * (p.ms - my), 0) /
      points.reduce((a, p) => a + (p.kb - mx) ** 2, 0);
    const intercept = my - slope * mx;
    const at = (ratio: number) => {
      const kb = (ratio * floor - intercept) / slope;
      return kb > 0
        ? `≤ ${kb.toFixed(0)} kB of HTML`
        : `no HTML at all (the line starts at ${intercept.toFixed(1)} ms, above ${(ratio * floor).toFixed(1)} ms)`;
    };
    console.log(
      `\nCPU per request ≈ ${intercept.toFixed(1)} ms + ${slope.toFixed(3)} ms per kB of HTML (least squares over ` +
        `${n} pages). At that rate a page meets 2.5× /bench/dynamic with ${at(2.5)}, and 2× with ${at(2)}; ` +
        `/bench/frame alone is ${kbOf('/bench/frame')} kB.`,
    );
  }
  console.log(`\nVerdict (issue 36):\n${verdicts.join('\n')}`);
  console.log(
    verdicts.every((v) => v.includes(') MET')) ? 'CPU targets: all met' : 'CPU targets: NOT all met',
  );
} finally {
  stop();
}
process.exit(0);
