import { runNext } from './run-next';

const e2e = process.env.BEANS_PROFILE === 'e2e';
// Demo data (with its public demo password) only on the embedded database or when asked for.
const seed = !process.env.DATABASE_URL || process.env.SEED_DEMO_DATA === 'true';
await runNext('start', { profile: e2e ? 'e2e' : 'app', seed, fresh: e2e });
