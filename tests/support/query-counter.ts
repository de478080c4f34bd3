import { createPrismaClient, globalForDb } from '@/lib/db';

// Counts the SQL statements the app's `db` sends while `fn` runs (BEGIN/COMMIT excluded).
const statements: string[] = [];
let installed = false;

// `transactions: true` counts them too (a read wrapped in a transaction costs those round trips as well).
export async function countQueries<T>(
  fn: () => Promise<T>,
  options: { transactions?: boolean } = {},
): Promise<{ result: T; count: number; statements: string[] }> {
  if (!installed) {
    globalForDb.__beansDb = createPrismaClient(process.env.DATABASE_URL, {
      onQuery: (sql) => statements.push(sql),
    });
    installed = true;
  }
  statements.length = 0;
  const result = await fn();
  const skipped = options.transactions ? /^DEALLOCATE/i : /^(BEGIN|COMMIT|ROLLBACK|DEALLOCATE)/i;
  const counted = statements.filter((s) => !skipped.test(s.trim()));
  return { result, count: counted.length, statements: counted };
}
