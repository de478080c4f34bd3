import { spawnSync } from 'node:child_process';

// Runs the unit and integration tests as if the wall clock stood at other instants: just before and after
// midnight in the zones the tests use (UTC, New York, Chicago, Los Angeles) and across the week's turn (Sunday
// to Monday), where date-dependent tests fail when CI happens to run then. Needs libfaketime (Debian: `apt-get
// install faketime`). Every process (node, the embedded PostgreSQL) gets the same offset from the real clock,
// so the database's now() agrees with the app's.
//
//   npm run test:clock                      # the default instants below
//   npm run test:clock -- 2026-12-06T05:30Z  # chosen instants (anything Date parses)

const DEFAULT_INSTANTS = [
  'Sunday 00:30 in New York, Saturday evening in Chicago and Los Angeles|next Sun 05:30Z',
  'Saturday 23:45 UTC, afternoon in the Americas|next Sat 23:45Z',
  'Monday in UTC, still Sunday 23:30 in New York|next Mon 04:30Z',
  'Monday 00:15 in Los Angeles, Monday morning in UTC|next Mon 08:15Z',
];

/** The next instant after `from` on the given weekday (0 = Sunday) at hh:mm UTC. */
function next(weekday: number, hh: number, mm: number, from: Date): Date {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), hh, mm));
  while (d.getUTCDay() !== weekday || d <= from) d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
function parseInstant(text: string, now: Date): Date {
  const match = /^next (\w{3}) (\d\d):(\d\d)Z$/.exec(text);
  if (match) return next(DAYS.indexOf(match[1]), Number(match[2]), Number(match[3]), now);
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) throw new Error(`Not an instant: ${text}`);
  return at;
}

const probe = spawnSync('faketime', ['-f', '+0', 'true'], { stdio: 'ignore' });
if (probe.error || probe.status !== 0) {
  console.error('libfaketime is needed: apt-get install faketime');
  process.exit(2);
}

const now = new Date();
const asked = process.argv.slice(2);
const instants = (asked.length ? asked.map((a) => `${a}|${a}`) : DEFAULT_INSTANTS).map((entry) => {
  const [label, text] = entry.split('|');
  return { label, at: parseInstant(text, now) };
});

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
