import { defineConfig, devices } from '@playwright/test';

// e2e against the built app (`npm run build` first; `npm test` does it) on a fresh embedded database,
// with mail delivered over SMTP to tests/e2e/global-setup.ts's server.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
const baseURL = `http://localhost:${E2E_PORT}`;
// Production refuses to start without a secret; the extra instances of scale-out.spec.ts use the same one.
export const E2E_AUTH_SECRET = process.env.AUTH_SECRET ?? 'e2e-only-secret-e2e-only-secret-e2e-only-secret';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // No retries: the specs change the shared e2e database, so a retry would not start from the same state.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      BEANS_PROFILE: 'e2e',
      PORT: String(E2E_PORT),
      APP_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      NODE_ENV: 'production',
      // Production refuses to start without a secret and loads demo data only when asked.
      AUTH_SECRET: E2E_AUTH_SECRET,
      SEED_DEMO_DATA: 'true',
      // Payments through the local Stripe stand-in (production refuses it unless asked).
      STRIPE_STANDIN: 'true',
      // The server runs in a zone no test uses (+12:45/+13:45): a time formatted in the server's own zone
      // instead of the game's or the viewer's shows up as wrong (docs/time-zones.md).
      TZ: 'Pacific/Chatham',
    },
  },
});
