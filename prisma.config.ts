import { defineConfig } from 'prisma/config';

// Prisma 7 reads the connection here (CLI only). The app connects through lib/db.ts with the pg adapter.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations', seed: 'tsx --conditions=react-server scripts/db-seed.ts' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@localhost:54329/beans' },
});
