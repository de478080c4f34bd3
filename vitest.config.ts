import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname);

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      // The marker package throws outside React Server Components; tests call server code directly.
      'server-only': path.join(root, 'tests/support/server-only.ts'),
    },
  },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup.ts'],
          // next-auth imports 'next/server' without the extension Node's ESM resolver needs; inlined, Vite
          // resolves it, so tests can drive Auth.js's own route handlers (tests/integration/login-burst.test.ts).
          server: { deps: { inline: ['next-auth'] } },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
