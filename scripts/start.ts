import { runNext } from './run-next';

const e2e = process.env.BEANS_PROFILE === 'e2e';
await runNext('start', { profile: e2e ? 'e2e' : 'app', seed: true, fresh: e2e });
