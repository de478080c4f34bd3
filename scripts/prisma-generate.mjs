// Runs `prisma generate` after install. The native schema engine cannot be downloaded on offline
// machines and generate does not need it, so it is replaced by a no-op binary there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('prisma/schema.prisma')) process.exit(0);
const env = { ...process.env, CHECKPOINT_DISABLE: '1', PRISMA_HIDE_UPDATE_MESSAGE: '1' };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY && process.platform !== 'win32')
  env.PRISMA_SCHEMA_ENGINE_BINARY = '/bin/true';
const result = spawnSync('npx', ['prisma', 'generate'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
