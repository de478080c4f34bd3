import { runNext } from './run-next';

await runNext('build', { profile: process.env.BEANS_PROFILE === 'e2e' ? 'e2e' : 'app' });
