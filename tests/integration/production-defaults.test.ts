import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// Issue 19 (Low): production never runs with a guessable secret.
describe('npm start with NODE_ENV=production', () => {
  it('refuses to run without AUTH_SECRET, saying what to set', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
    delete env.AUTH_SECRET;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('AUTH_SECRET is not set');
  });
});
