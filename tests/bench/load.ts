// Load benchmark (issue 20 §4): signed-in users against the production build over a mix of pages and the
// RSVP server action, with per-route req/s and p50/p95/p99 and the error count (0 expected).
//
// Builds once (BENCH_SKIP_BUILD=1 reuses .next), starts its own embedded PostgreSQL (so the fault run can stop
// it) and the app on it like `npm start` with the demo data and the queue worker, creates BENCH_USERS users
// with sessions directly in the database (an auth_sessions row and the JWT cookie Auth.js would have set),
// then runs autocannon.
//
//   npm run bench:load [-- --connections 200 --seconds 60 --fault]
//
// --fault: a third of the way in, the PostgreSQL server is stopped for 5 s (BENCH_OUTAGE_MS) and started
// again. Requests during the outage must fail cleanly (a 503 page or the action's failure message, never a
// stack trace, and the run fails on any 500 within the outage and 3 s after), the app must answer again within seconds by itself, every acknowledged RSVP must be in the
// database afterwards, and every mail queued before the outage must be delivered (over SMTP, to this process).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { encode } from '@auth/core/jwt';
import autocannon from 'autocannon';
import { buildOnce, startApp } from './app-server';
import { createPrismaClient } from '@/lib/db';
import { createBoss, MAIL_QUEUE } from '@/lib/notifications/queue';
import { ensureDatabase, startEmbeddedPostgres } from '@/scripts/db/embedded-postgres';
import { startSmtpServer } from '@/tests/support/smtp';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '200' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '60' },
    fault: { type: 'boolean', default: process.env.BENCH_FAULT === '1' },
    shutdown: { type: 'boolean', default: process.env.BENCH_SHUTDOWN === '1' },
  },
});
const CONNECTIONS = Number(args.connections);
const SECONDS = Number(args.seconds);
const FAULT = args.fault;
const SHUTDOWN = args.shutdown;
const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_MS ?? 5000);
const USERS = Number(process.env.BENCH_USERS ?? CONNECTIONS + 10); // ≥ connections: one user each
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54342);
const BASE = `http://localhost:${PORT}`;
const AUTH_SECRET = 'bench-load-secret-bench-load-secret-bench-load-secret';
const COOKIE = 'authjs.session-token';
const PROBES = 20; // mail jobs queued around the outage
const probeSubject = (i: number) => `bench probe ${i}`;

// The mix: share of the connections per route.
const MIX = { home: 0.25, discover: 0.2, event: 0.2, rsvp: 0.15, messages: 0.2 } as const;
type Route = keyof typeof MIX;

// Built first (the build applies the migrations to an embedded database of its own on the same port).
buildOnce({ ...process.env, EMBEDDED_PG_PORT: String(PG_PORT), NEXT_TELEMETRY_DISABLED: '1' });

// Its own database server, so that the fault run can stop and start it under the running app.
const dataDir = path.resolve('.data/bench-load');
rmSync(dataDir, { recursive: true, force: true });
let pg = await startEmbeddedPostgres({ dataDir, port: PG_PORT });
await ensureDatabase(pg.connectionString('postgres'), 'beans');
const url = pg.connectionString('beans');
let smtpDelayMs = 0;
const smtp = await startSmtpServer({ delayMs: () => smtpDelayMs });

const env = {
  ...process.env,
  DATABASE_URL: url,
  SEED_DEMO_DATA: 'true',
  AUTH_SECRET,
  PORT: String(PORT),
  SMTP_URL: `smtp://localhost:${smtp.port}`,
  DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '10',
  NEXT_TELEMETRY_DISABLED: '1',
};
let appOutput = '';
const stopApp = await startApp(env, BASE, (text) => (appOutput += text));
const db = createPrismaClient(url, { poolSize: 4 });

try {
  // ---- users with sessions, and the games they join and leave ----
  const host = await db.user.findUniqueOrThrow({ where: { email: 'demo@beans.test' }, select: { id: true } });
  const tag = Date.now().toString(36);
  await db.user.createMany({
    data: Array.from({ length: USERS }, (_, i) => ({
      email: `load-${i}.${tag}@bench.test`,
      emailVerified: new Date(),
      displayName: `Load ${i + 1}`,
      hasAdditionalInfo: true,
      cityName: 'Austin, TX',
      cityLat: 30.27,
      cityLng: -97.74,
    })),
  });
  const users = await db.user.findMany({
    where: { email: { endsWith: `.${tag}@bench.test` } },
    select: { id: true, sessionVersion: true },
    orderBy: { email: 'asc' },
  });
  const sessions = await db.authSession.createManyAndReturn({
    data: users.map((u) => ({ userId: u.id, userAgent: 'bench:load' })),
    select: { id: true, userId: true },
  });
  const cookies = await Promise.all(
    sessions.map(async (s) => {
      const sv = users.find((u) => u.id === s.userId)!.sessionVersion;
      const token = await encode({
        token: { sub: s.userId, uid: s.userId, sv, sid: s.id },
        secret: AUTH_SECRET,
        salt: COOKIE,
      });
      return { userId: s.userId, cookie: `${COOKIE}=${token}` };
    }),
  );
  // Games of the demo user's, open to anyone, no capacity: a join is always accepted.
  const start = new Date(Date.now() + 3 * 86_400_000);
  const games = await db.event.createManyAndReturn({
    data: Array.from({ length: 10 }, (_, i) => ({
      title: `Load test game ${i + 1}`,
      creatorId: host.id,
      locationName: 'Austin, TX',
      lat: 30.27,
      lng: -97.74,
      geohash: '9v6k',
      dateStart: start,
      timeZone: 'America/Chicago',
      durationMinutes: 90,
    })),
    select: { id: true },
  });

  // Sanity: the cookie signs in, and the join action is found in the build.
  const probe = await fetch(`${BASE}/home`, { headers: { cookie: cookies[0].cookie }, redirect: 'manual' });
  if (probe.status !== 200) throw new Error(`/home answered ${probe.status} for a bench user`);
  const actions = actionIds(['joinEventAction', 'leaveEventAction']);

  // ---- the load ----
  type Op = { op: 'join' | 'leave'; eventId: string; answer?: 'ok' | 'failed' };
  const ops = new Map<string, Op[]>(); // per user, in order (each user is one connection)
  const latencies = Object.fromEntries(Object.keys(MIX).map((r) => [r, [] as number[]])) as Record<
    Route,
    number[]
  >;
  const failures = Object.fromEntries(Object.keys(MIX).map((r) => [r, 0])) as Record<Route, number>;
  const outage = { from: Infinity, to: Infinity, answers: new Map<string, number>(), leaks: [] as string[] };
  let nextUser = 0;
  type User = (typeof cookies)[number];
  const inOutage = () => {
    const now = performance.now();
    return now >= outage.from && now <= outage.to + 3000;
  };
  // 200 expected; during the outage (and 3 s after) the answers are counted by status and checked for
  // internals (a stack, Prisma or driver errors).
  const check = (route: Route, status: number, body: string) => {
    if (status !== 200) failures[route]++;
    if (!inOutage()) return;
    const key = `${route} ${status}`;
    outage.answers.set(key, (outage.answers.get(key) ?? 0) + 1);
    if (/\n\s+at \S+ \(|PrismaClient|ECONNREFUSED|DriverAdapterError|node_modules/.test(body))
      outage.leaks.push(`${route} ${status}: ${body.slice(0, 200)}`);
  };
  // Each connection is one user (its own cookie) on one game; autocannon clears a request's context at
  // every loop, so the requests are built per connection instead.
  const page = (route: Route, path: string, user: User): autocannon.Request => ({
    method: 'GET',
    path,
    headers: { cookie: user.cookie },
    onResponse: (status, body) => check(route, status, body),
  });
  const action = (op: Op['op'], user: User, eventId: string): autocannon.Request => {
    let sent: Op | undefined;
    return {
      method: 'POST',
      path: `/evt/${eventId}`,
      headers: {
        cookie: user.cookie,
        'next-action': actions[op === 'join' ? 'joinEventAction' : 'leaveEventAction'],
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
        origin: BASE,
      },
      body: JSON.stringify([{ eventId }]),
      setupRequest: (req) => {
        sent = { op, eventId };
        const list = ops.get(user.userId) ?? [];
        list.push(sent);
        ops.set(user.userId, list);
        return req;
      },
      onResponse: (status, body) => {
        const acknowledged = status === 200 && /"ok":true/.test(body);
        if (sent) sent.answer = acknowledged ? 'ok' : 'failed';
        // An action's refusal answers 200 with ok:false: counted as an error (299) here.
        check('rsvp', acknowledged ? 200 : status === 200 ? 299 : status, body);
      },
    };
  };
  const requestsFor = (route: Route): autocannon.Request[] => {
    const user = cookies[nextUser++ % cookies.length];
    const game = games[nextUser % games.length].id;
    // Two games per user, each joined and left in turn: when the run ends, the request cut off (sent, never
    // answered) concerns one of them, and the other's last request was acknowledged — so every user's state
    // in the database can be checked against what was acknowledged for at least one game.
    const other = games[(nextUser + 1) % games.length].id;
    if (route === 'rsvp')
      return [
        action('join', user, game),
        action('join', user, other),
        action('leave', user, game),
        action('leave', user, other),
      ];
    const path = { home: '/home', discover: '/discover', event: `/evt/${game}`, messages: '/messages' }[
      route
    ];
    return [page(route, path, user)];
  };

  console.log(
    `load: ${CONNECTIONS} connections (${USERS} signed-in users), ${SECONDS} s${FAULT ? `, database stopped for ${OUTAGE_MS} ms a third of the way in` : ''}`,
  );
  const started = performance.now();
  const runs = (Object.keys(MIX) as Route[]).map(
    (route) =>
      new Promise<{ route: Route; result: autocannon.Result }>((resolve, reject) => {
        const instance = autocannon(
          {
            url: BASE,
            connections: Math.max(1, Math.round(CONNECTIONS * MIX[route])),
            duration: SECONDS,
            requests: [{ method: 'GET', path: '/api/health' }], // replaced per connection below
            setupClient: (client) => client.setRequests(requestsFor(route)),
            timeout: 30,
          },
          (error, result) => (error ? reject(error) : resolve({ route, result })),
        );
        instance.on('response', (_client, _status, _bytes, responseTime) =>
          latencies[route].push(responseTime),
        );
      }),
  );

  let recovery: { healthMs: number; firstOkMs: number } | undefined;
  if (FAULT) {
    await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 3));
    await sendProbes(0, PROBES / 2); // possibly being sent when the database goes
    outage.from = performance.now();
    console.log('stopping PostgreSQL...');
    await pg.stop();
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    pg = await startEmbeddedPostgres({ dataDir, port: PG_PORT });
    outage.to = performance.now();
    console.log(`PostgreSQL started again after ${Math.round(outage.to - outage.from)} ms`);
    recovery = await untilRecovered(cookies[0].cookie);
    await sendProbes(PROBES / 2, PROBES / 2); // the worker works again
  }
  const results = await Promise.all(runs);
  const elapsed = (performance.now() - started) / 1000;

  // ---- figures ----
  const pct = (list: number[], p: number) => {
    if (!list.length) return NaN;
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  };
  console.log('\nroute       conns   req/s     p50     p95     p99   errors (latency in ms)');
  let totalErrors = 0;
  let totalRps = 0;
  for (const { route, result } of results) {
    const errors = failures[route] + result.errors + result.timeouts;
    totalErrors += errors;
    const rps = result.requests.total / elapsed;
    totalRps += rps;
    const l = latencies[route];
    console.log(
      `${route.padEnd(10)} ${String(result.connections).padStart(6)} ${rps.toFixed(0).padStart(7)} ${pct(l, 50).toFixed(0).padStart(7)} ${pct(l, 95).toFixed(0).padStart(7)} ${pct(l, 99).toFixed(0).padStart(7)} ${String(errors).padStart(8)}`,
    );
  }
  console.log(
    `all        ${String(CONNECTIONS).padStart(6)} ${totalRps.toFixed(0).padStart(7)}   errors: ${totalErrors}`,
  );

  // ---- acknowledged RSVPs are in the database ----
  const rows = await db.eventParticipant.findMany({
    where: { eventId: { in: games.map((g) => g.id) }, status: 'GOING' },
    select: { userId: true, eventId: true },
  });
  const going = new Set(rows.map((r) => `${r.userId}:${r.eventId}`));
  let checked = 0;
  let lost = 0;
  let acknowledgedJoins = 0;
  for (const [userId, list] of ops) {
    acknowledgedJoins += list.filter((o) => o.op === 'join' && o.answer === 'ok').length;
    // Per game, the state is known when the last request sent for it was acknowledged (an unanswered or
    // failed one may or may not have been written).
    for (const eventId of new Set(list.map((o) => o.eventId))) {
      const last = list.findLast((o) => o.eventId === eventId)!;
      if (last.answer !== 'ok') continue;
      checked++;
      if (going.has(`${userId}:${eventId}`) !== (last.op === 'join')) lost++;
    }
  }
  console.log(
    `\nRSVP: ${acknowledgedJoins} joins acknowledged; ${checked} (user, game) states checked against the last acknowledged answer: ${lost} differ`,
  );

  let faultOk = true;
  if (FAULT) {
    console.log(
      `\noutage answers (route status: count, within the outage and 3 s after): ${[...outage.answers].map(([k, v]) => `${k}: ${v}`).join(', ')}`,
    );
    console.log(`answers showing internals (stack, Prisma, driver): ${outage.leaks.length}`);
    for (const leak of outage.leaks.slice(0, 3)) console.log(`  ${leak}`);
    console.log(
      `recovery after PostgreSQL was back: /api/health ${recovery?.healthMs ?? 'never'} ms, a signed-in page ${recovery?.firstOkMs ?? 'never'} ms`,
    );
    const mail = await mailSurvivesOutage();
    // An outage answers 503 with Retry-After (the retry page), never 500 (docs/operations.md, "Outages and shutdown").
    const errors500 = [...outage.answers].reduce(
      (n, [key, count]) => (key.endsWith(' 500') ? n + count : n),
      0,
    );
    console.log(`500 answers within the outage and 3 s after: ${errors500} (0 expected)`);
    faultOk =
      outage.leaks.length === 0 &&
      errors500 === 0 &&
      lost === 0 &&
      checked > 0 &&
      recovery !== undefined &&
      mail;
  } else if (totalErrors > 0 || lost > 0 || checked === 0) faultOk = false;
  if (SHUTDOWN) faultOk = (await gracefulShutdownHolds(cookies[0].cookie)) && faultOk;
  console.log(`\n${faultOk ? 'PASS' : 'FAIL'}`);
  process.exitCode = faultOk ? 0 : 1;
} finally {
  stopApp();
  // The database goes last: the app finishes its requests first (graceful shutdown).
  await Promise.race([stopApp.exited, new Promise((r) => setTimeout(r, 30_000))]);
  writeFileSync('.data/bench-load-app.log', appOutput); // the server's own log, for a failed run
  await db.$disconnect().catch(() => {});
  await smtp.stop();
  await pg.stop();
}

/** The ids of the named server actions, from the build's server reference manifest. */
function actionIds(names: string[]): Record<string, string> {
  const file = '.next/server/server-reference-manifest.json';
  if (!existsSync(file)) throw new Error(`${file} is missing: build first`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    node: Record<string, { exportedName?: string; filename?: string }>;
  };
  const found: Record<string, string> = {};
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (
      entry.filename?.endsWith('lib/events/actions.ts') &&
      entry.exportedName &&
      names.includes(entry.exportedName)
    )
      found[entry.exportedName] = id;
  }
  for (const name of names) if (!found[name]) throw new Error(`server action ${name} not in ${file}`);
  return found;
}

/** Polls until /api/health and a signed-in page answer 200 again (ms after PostgreSQL is back). */
async function untilRecovered(cookie: string) {
  const since = performance.now();
  let healthMs: number | undefined;
  while (performance.now() - since < 60_000) {
    try {
      if (healthMs === undefined && (await fetch(`${BASE}/api/health`)).ok)
        healthMs = Math.round(performance.now() - since);
      if (healthMs !== undefined) {
        const res = await fetch(`${BASE}/home`, { headers: { cookie }, redirect: 'manual' });
        if (res.status === 200) return { healthMs, firstOkMs: Math.round(performance.now() - since) };
      }
    } catch {
      // not answering yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

/** Queues mail jobs (as the app does, into pg-boss's mail queue) for the worker of the app to send. */
async function sendProbes(from: number, count: number) {
  const boss = createBoss(url, { migrate: false, supervise: false, max: 1 });
  await boss.start();
  try {
    for (let i = from; i < from + count; i++)
      await boss.send(MAIL_QUEUE, {
        to: `probe-${i}@bench.test`,
        subject: probeSubject(i),
        html: '<p>x</p>',
        text: 'x',
      });
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/** Every probe mail, queued before the outage or after it, reaches the SMTP server (pg-boss keeps the jobs). */
async function mailSurvivesOutage(): Promise<boolean> {
  const delivered = () =>
    new Set(smtp.mails.map((m) => m.subject).filter((s) => s.startsWith('bench probe '))).size;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && delivered() < PROBES) await new Promise((r) => setTimeout(r, 500));
  console.log(`mail queued just before the outage and after it: ${delivered()} of ${PROBES} delivered`);
  return delivered() === PROBES;
}

/**
 * SIGTERM while requests are in flight and the worker is sending a mail (the SMTP server holds it 3 s):
 * every request in flight is answered, new connections are refused once the listener has closed (≤ 2 s), the mail's job ends completed (not left
 * active for a retry), and the server exits after closing its pool.
 */
async function gracefulShutdownHolds(cookie: string): Promise<boolean> {
  console.log('\nshutdown: SIGTERM with requests in flight and a mail being sent');
  smtpDelayMs = 3000;
  const boss = createBoss(url, { migrate: false, supervise: false, max: 1 });
  await boss.start();
  const jobId = await boss.send(MAIL_QUEUE, {
    to: 'shutdown-probe@bench.test',
    subject: 'shutdown probe',
    html: '<p>x</p>',
    text: 'x',
  });
  await boss.stop({ graceful: false, wait: true });
  const state = async () =>
    (
      await db.$queryRaw<{ state: string }[]>`SELECT state::text FROM pgboss.job WHERE id = ${jobId}::uuid
        UNION ALL SELECT state::text FROM pgboss.archive WHERE id = ${jobId}::uuid`
    )[0]?.state;
  const pickedUp = Date.now() + 20_000;
  while (Date.now() < pickedUp && !smtp.mails.some((m) => m.subject === 'shutdown probe'))
    await new Promise((r) => setTimeout(r, 20));
  if (!smtp.mails.some((m) => m.subject === 'shutdown probe')) {
    console.log('  the worker never picked the mail up');
    return false;
  }
  // The worker is now waiting for the SMTP server's answer. Requests go out, then the signal.
  const inFlight = Array.from({ length: 40 }, () =>
    fetch(`${BASE}/home`, { headers: { cookie }, redirect: 'manual' }).then(
      (r) => r.status,
      (e: unknown) =>
        `error: ${e instanceof Error ? ((e.cause as Error | undefined)?.message ?? e.message) : e}`,
    ),
  );
  await new Promise((r) => setTimeout(r, 50));
  const signalled = performance.now();
  stopApp();
  // The server stops listening once the connections already waiting to be accepted are taken (at most 2 s).
  await new Promise((r) => setTimeout(r, 2500));
  const late = await fetch(`${BASE}/api/health`).then(
    (r) => `answered ${r.status}`,
    () => 'refused',
  );
  const statuses = await Promise.all(inFlight);
  // The server says when it is done (the start script and npx may exit on the signal before it does).
  const until = Date.now() + 30_000;
  while (Date.now() < until && !/\[shutdown\] done/.test(appOutput))
    await new Promise((r) => setTimeout(r, 50));
  const exitMs = Math.round(performance.now() - signalled);
  const code = await Promise.race([
    stopApp.exited,
    new Promise((r) => setTimeout(() => r('still running'), 5000)),
  ]);
  const jobState = await state();
  const answered = statuses.filter((s) => s === 200).length;
  const done = /\[shutdown\] done/.test(appOutput);
  console.log(
    `  requests in flight answered 200: ${answered} of ${statuses.length} (others: ${[...new Set(statuses.filter((s) => s !== 200))].join(', ') || 'none'})`,
  );
  console.log(`  a new request 2.5 s after the signal: ${late}`);
  console.log(
    `  the mail's job after exit: ${jobState ?? 'missing'}; shutdown done after ${exitMs} ms (exit code ${String(code)}); pool closed: ${done}`,
  );
  return answered === statuses.length && late === 'refused' && jobState === 'completed' && done;
}
