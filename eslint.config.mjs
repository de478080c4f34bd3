import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Only says that React Compiler would skip memoizing a component using TanStack Table's
      // useReactTable (a library the issues require). The build does not run React Compiler
      // (next.config.mjs has no reactCompiler), so there is nothing to skip.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    // The public site links with plain anchors on purpose (no router prefetch while a visitor's page starts;
    // see components/marketing/PublicHeader.tsx).
    files: ['app/(marketing)/**', 'app/posts/**', 'components/marketing/**', 'components/posts/**'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // CommonJS preloads (NODE_OPTIONS=--require) cannot use import.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'lib/generated/**',
    '.data/**',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
