import { runNext } from './run-next';

await runNext('dev', { seed: true });
