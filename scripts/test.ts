import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

// The whole suite, as CI runs it: format, lint, import directions, unit, integration (real PostgreSQL),
// production build, and e2e in Chromium against the built app. Stops at the first failing step.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CHECKPOINT_DISABLE: '1' };

type Step = { name: string; cmd: string; args: string[]; extraEnv?: Record<string, string> };
const steps: Step[] = [
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'imports', cmd: 'npx', args: ['tsx', 'scripts/check-imports.ts'] },
  { name: 'types', cmd: 'npx', args: ['tsc', '--noEmit', '-p', '.'] },
  {
    name: 'unit',
    cmd: 'npx',
    args: [
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=reports/unit.json',
    ],
  },
  {
    name: 'integration',
    cmd: 'npx',
    args: [
      'vitest',
      'run',
      '--project',
      'integration',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=reports/integration.json',
    ],
  },
  { name: 'build', cmd: 'npx', args: ['tsx', 'scripts/build.ts'], extraEnv: { BEANS_PROFILE: 'e2e' } },
  {
    name: 'e2e',
    cmd: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    extraEnv: { PLAYWRIGHT_JSON_OUTPUT_NAME: 'reports/e2e.json' },
  },
];

const only = process.argv.slice(2);

// The e2e step drives Debian's Chromium and starts Debian's redis-server (scale-out.spec.ts: several instances
// sharing one cache). On a machine without them: install them when running as root (as .ci/run does), else
// stop now with one line saying what to install — not a wall of launch errors later.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REDIS_SERVER = '/usr/bin/redis-server';
function aptInstall(packages: string[]) {
  console.log(`Missing for e2e: installing ${packages.join(', ')} with apt-get...`);
  const apt = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: apt });
  spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env: apt });
}
function e2eToolsReady(): string | undefined {
  const missing = [
    ...(existsSync(CHROMIUM) || process.env.CHROMIUM_PATH ? [] : ['chromium']),
    ...(existsSync(REDIS_SERVER) ? [] : ['redis-server']),
  ];
  if (missing.length && process.getuid?.() === 0) aptInstall(missing);
  if (!existsSync(CHROMIUM))
    return `e2e needs Chromium at ${CHROMIUM}: install it (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`;
  if (!existsSync(REDIS_SERVER)) return 'e2e needs redis-server: install it (apt-get install redis-server).';
  return undefined;
}
const e2eProblem = only.length === 0 || only.includes('e2e') ? e2eToolsReady() : undefined;
if (e2eProblem) {
  console.error(e2eProblem);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

rmSync('reports', { recursive: true, force: true });
const timings: string[] = [];
let failed: string | undefined;
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  const started = Date.now();
  console.log(`\n▶ ${step.name}: ${step.cmd} ${step.args.join(' ')}`);
  const result = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...env, ...step.extraEnv } });
  timings.push(`${step.name} ${((Date.now() - started) / 1000).toFixed(1)}s`);
  // A runner's own report counts too: a failed test fails the step even if the runner exited with 0.
  if (result.status !== 0 || counts(`reports/${step.name}.json`).failed > 0) {
    failed = step.name;
    break;
  }
}

// One closing line with the totals of every runner.
function counts(file: string): { passed: number; failed: number } {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) return { passed: report.numPassedTests, failed: report.numFailedTests };
  const stats = report.stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}
const totals = ['unit', 'integration', 'e2e']
  .map((n) => counts(`reports/${n}.json`))
  .reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed }), { passed: 0, failed: 0 });
console.log(`\nSteps: ${timings.join(', ')}${failed ? ` — FAILED at ${failed}` : ''}`);
console.log(`${totals.passed} passed, ${totals.failed + (failed && totals.failed === 0 ? 1 : 0)} failed`);
process.exit(failed ? 1 : 0);
