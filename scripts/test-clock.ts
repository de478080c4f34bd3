import { spawnSync } from 'node:child_process';
import { fromSundayFirst, wallClock, type Weekday, weekdayOf, zonedToInstant } from '@/lib/time';

// Runs the unit and integration tests as if the wall clock stood at other instants: around midnight in the zones
// the tests use (UTC, New York, Chicago, Los Angeles) and across the week's turn (Sunday to Monday), where
// date-dependent tests fail when CI happens to run then. Needs libfaketime (Debian: `apt-get
// install faketime`). Every process (node, the embedded PostgreSQL) gets the same offset from the real clock,
// so the database's now() agrees with the app's.
//
//   npm run test:clock                      # the default instants below
//   npm run test:clock -- 2026-12-06T05:30Z  # chosen instants (anything Date parses)
//   npm run test:clock -- 'next Sun 00:30 America/Chicago'
//   npm run test:clock -- --list             # only print the instants
//
// A run killed with SIGKILL may leave libfaketime's /dev/shm/faketime_shm_* files behind; they are harmless.

// Each default is a wall-clock time in a zone, so it falls in the same gap between the zones' dates whether or
// not daylight saving is in force.
const DEFAULT_INSTANTS = [
  {
    text: 'next Sun 00:30 America/New_York',
    label: 'Sunday 00:30 in New York: still Saturday in Chicago and LA',
  },
  { text: 'next Sat 23:45 UTC', label: 'Saturday 23:45 UTC: Saturday afternoon in the Americas' },
  { text: 'next Sun 23:30 America/New_York', label: 'Sunday 23:30 in New York: already Monday in UTC' },
  { text: 'next Mon 00:15 America/Los_Angeles', label: 'Monday 00:15 in Los Angeles: Monday morning in UTC' },
];

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const USAGE =
  'Usage: npm run test:clock [-- <instant> ...], an instant as Date parses it or "next Sun 00:30 <zone>"';

/** The first instant after `from` at which the wall clock of `timeZone` shows the given weekday at hh:mm. */
function next(weekday: Weekday, time: string, timeZone: string, from: Date): Date {
  for (let days = 0; days <= 8; days++) {
    const date = wallClock(new Date(from.getTime() + days * 86_400_000), timeZone).date;
    const at = zonedToInstant(date, time, timeZone);
    if (weekdayOf(date) === weekday && at > from) return at;
  }
  throw new Error(USAGE);
}

function parseInstant(text: string, now: Date): Date {
  const match = /^next (\w{3}) (\d\d:\d\d) (\S+)$/.exec(text);
  if (match) {
    const weekday = DAYS.indexOf(match[1]);
    if (weekday < 0) throw new Error(USAGE);
    wallClock(now, match[3]); // throws RangeError for an unknown zone
    return next(fromSundayFirst(weekday), match[2], match[3], now);
  }
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) throw new Error(USAGE);
  return at;
}

if (process.env.DATABASE_URL) {
  // The integration tests would use that server, whose clock faketime does not move.
  console.error(
    'Unset DATABASE_URL: the tests must start their own PostgreSQL for its clock to move with them.',
  );
  process.exit(2);
}
const probe = spawnSync('faketime', ['-f', '+0', 'true'], { stdio: 'ignore' });
if (probe.error || probe.status !== 0) {
  console.error('libfaketime is needed: apt-get install faketime');
  process.exit(2);
}

const now = new Date();
const list = process.argv.includes('--list');
const asked = process.argv.slice(2).filter((a) => a !== '--list');
let instants: { label: string; at: Date }[];
try {
  instants = (asked.length ? asked.map((text) => ({ text, label: text })) : DEFAULT_INSTANTS).map(
    ({ text, label }) => ({ label, at: parseInstant(text, now) }),
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message === USAGE ? USAGE : `${message}\n${USAGE}`);
  process.exit(2);
}

if (list) {
  for (const { label, at } of instants) console.log(`${at.toISOString()}  ${label}`);
  process.exit(0);
}

const failed: string[] = [];
for (const { label, at } of instants) {
  for (const project of ['unit', 'integration']) {
    // A relative offset (seconds) rather than a fixed start: each process would otherwise start its clock at the
    // same instant whenever it was spawned, and PostgreSQL's clock would lag the test's.
    const offset = Math.round((at.getTime() - Date.now()) / 1000);
    console.log(`\n=== ${project} at ${at.toISOString()} (${label}) ===`);
    const run = spawnSync(
      'faketime',
      ['-f', `${offset >= 0 ? '+' : ''}${offset}`, 'npx', 'vitest', 'run', '--project', project],
      {
        stdio: 'inherit',
        env: { ...process.env, FAKETIME_DONT_FAKE_MONOTONIC: '1', NEXT_TELEMETRY_DISABLED: '1' },
      },
    );
    if (run.status !== 0) failed.push(`${project} at ${at.toISOString()}`);
  }
}
console.log(failed.length ? `\nFailed: ${failed.join('; ')}` : '\nEvery run passed.');
process.exit(failed.length ? 1 : 0);
