import { createPrismaClient, globalForDb } from '@/lib/db';

// Counts the SQL statements the app's `db` sends while `fn` runs (BEGIN/COMMIT excluded).
const statements: string[] = [];
let installed = false;

export async function countQueries<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; count: number; statements: string[] }> {
  if (!installed) {
    globalForDb.__beansDb = createPrismaClient(process.env.DATABASE_URL, {
      onQuery: (sql) => statements.push(sql),
    });
    installed = true;
  }
  statements.length = 0;
  const result = await fn();
  const counted = statements.filter((s) => !/^(BEGIN|COMMIT|ROLLBACK|DEALLOCATE)/i.test(s.trim()));
  return { result, count: counted.length, statements: counted };
}
