import { runNext } from './run-next';

const e2e = process.env.BEANS_PROFILE === 'e2e';
const production = process.env.NODE_ENV === 'production';

// In production nothing insecure is assumed: sessions need a real secret, and the demo data (with its
// public demo password) is loaded only when asked for explicitly.
if (production && !process.env.AUTH_SECRET) {
  console.error('AUTH_SECRET is not set. Set it (48+ random characters) to run with NODE_ENV=production.');
  process.exit(1);
}
const seed = production
  ? process.env.SEED_DEMO_DATA === 'true'
  : !process.env.DATABASE_URL || process.env.SEED_DEMO_DATA === 'true';
await runNext('start', { profile: e2e ? 'e2e' : 'app', seed, fresh: e2e });
