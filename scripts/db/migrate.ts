import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
  type SqlQueryable,
  type SqlResultSet,
} from '@prisma/driver-adapter-utils';
import * as wasmGlue from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { MigrationList, SchemaEngine, SchemaFilter } from '@prisma/schema-engine-wasm/schema_engine_bg';
import pg from 'pg';

// Prisma Migrate without the native schema engine: the Wasm build of the same engine, connected through
// @prisma/adapter-pg. `applyMigrations` does what `prisma migrate deploy` does: it applies the pending
// folders of prisma/migrations and records them in `_prisma_migrations`, so the standard CLI keeps working on
// the same database and folder.

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../prisma/migrations',
);
export const LOCKFILE_NAME = 'migration_lock.toml';
export const NO_FILTER: SchemaFilter = { externalTables: [], externalEnums: [] };

// Serialises applies between processes. Not Prisma's own key (72707369): the engine takes that one itself on
// a pooled connection, and holding it here would make the engine wait for us forever.
const MIGRATION_LOCK_KEY = 72707370;
const LOCK_TIMEOUT = '10min';

/** Reads prisma/migrations the way the Prisma CLI does: every sub-folder's migration.sql, sorted by name. */
export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<MigrationList> {
  const baseDir = path.resolve(dir);
  const lockfile = {
    path: LOCKFILE_NAME,
    content: await readFile(path.join(baseDir, LOCKFILE_NAME), 'utf8').catch(() => null),
  };
  const entries = await readdir(baseDir, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b));
  const migrationDirectories = await Promise.all(
    names.map(async (name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: await readFile(path.join(baseDir, name, 'migration.sql'), 'utf8').then(
          (value) => ({ tag: 'ok' as const, value }),
          (error: unknown) => ({
            tag: 'error' as const,
            value: error instanceof Error ? error.message : String(error),
          }),
        ),
      },
    })),
  );
  return { baseDir, lockfile, shadowDbInitScript: '', migrationDirectories };
}

/**
 * Applies the pending migrations to the database, like `prisma migrate deploy`. Idempotent; concurrent calls
 * (several processes starting at once) wait for each other. Returns the names of the migrations applied.
 */
export async function applyMigrations(
  connectionString: string,
  opts: { log?: (s: string) => void; migrationsDir?: string } = {},
): Promise<{ applied: string[] }> {
  const migrations = await readMigrations(opts.migrationsDir);
  const names = migrations.migrationDirectories.map((dir) => dir.path);

  const lockClient = new pg.Client({ connectionString });
  lockClient.on('error', () => {});
  await lockClient.connect();
  try {
    if (names.length === 0) return { applied: [] };
    // Fast path (every start): all folders recorded as applied, none failed. Needs no lock and no engine.
    if (await upToDate(lockClient, names)) return { applied: [] };

    await lockClient.query(`SET lock_timeout = '${LOCK_TIMEOUT}'`);
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      // Another process may have applied them while we waited.
      if (await upToDate(lockClient, names)) return { applied: [] };
      const { appliedMigrationNames } = await withSchemaEngine(
        connectionString,
        (engine) => engine.applyMigrations({ migrationsList: migrations, filters: NO_FILTER }),
        opts.log,
      );
      return { applied: appliedMigrationNames };
    } finally {
      // Ending the session releases the lock too.
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await lockClient.end();
  }
}

// True when every migration folder has a finished, not rolled back row, and no row is a failed attempt (the
// engine reports those).
async function upToDate(client: pg.Client, names: string[]): Promise<boolean> {
  try {
    const { rows } = await client.query<{ migration_name: string; finished: boolean; rolled_back: boolean }>(
      `SELECT migration_name, finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS rolled_back
         FROM _prisma_migrations`,
    );
    if (rows.some((row) => !row.finished && !row.rolled_back)) return false;
    const applied = new Set(
      rows.filter((row) => row.finished && !row.rolled_back).map((row) => row.migration_name),
    );
    return names.every((name) => applied.has(name));
  } catch (error) {
    // 42P01 undefined_table: nothing applied yet.
    if (error instanceof Error && 'code' in error && error.code === '42P01') return false;
    throw error;
  }
}

/**
 * Runs `fn` with a Wasm schema engine connected to the database. The engine and its connections are closed
 * afterwards (so the database can serve as a template right away).
 */
export async function withSchemaEngine<T>(
  connectionString: string,
  fn: (engine: SchemaEngine) => Promise<T>,
  log?: (s: string) => void,
): Promise<T> {
  const Engine = await loadSchemaEngine();
  const factory = new MigrationAdapterFactory(connectionString);
  try {
    const engine = await Engine.new(
      { datamodels: undefined },
      engineLogger(log),
      bindMigrationAwareSqlAdapterFactory(factory),
    );
    try {
      return await fn(engine);
    } catch (error) {
      throw engineError(error);
    } finally {
      engine.free();
    }
  } finally {
    await factory.close();
  }
}

// --- Wasm loading -------------------------------------------------------------------------------------------

let lastPanic: string | undefined;
let engineClass: Promise<typeof SchemaEngine> | undefined;

// Node 20 cannot import .wasm, so the package's entry point (which does) is bypassed: load the bytes and wire
// them to the JS glue by hand, once per process.
function loadSchemaEngine(): Promise<typeof SchemaEngine> {
  engineClass ??= (async () => {
    const gluePath = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bytes = await readFile(path.join(path.dirname(gluePath), 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': wasmGlue });
    wasmGlue.__wbg_set_wasm(instance.exports);
    const start = instance.exports.__wbindgen_start;
    if (typeof start !== 'function')
      throw new Error('@prisma/schema-engine-wasm: __wbindgen_start is missing');
    start();
    // The glue reports Rust panics here; without it a panic surfaces as a bare "unreachable".
    Reflect.set(globalThis, 'PRISMA_WASM_PANIC_REGISTRY', {
      set_message: (message: string) => (lastPanic = message),
    });
    return wasmGlue.SchemaEngine;
  })();
  return engineClass;
}

// Engine errors end in a Rust span trace; keep the message and name the migration that failed.
function engineError(error: unknown): unknown {
  if (lastPanic !== undefined) {
    const message = `Schema engine panicked (restart the process before using it again): ${lastPanic}`;
    lastPanic = undefined;
    return new Error(message, { cause: error });
  }
  if (!(error instanceof Error)) return error;
  const summary = error.message.split(/\n\s+0: /)[0].trim();
  const migration = /migration_name="([^"]+)"/.exec(error.message)?.[1];
  const message =
    migration && !summary.includes(migration) ? `Migration ${migration} failed: ${summary}` : summary;
  return new Error(message, { cause: error });
}

// The engine logs JSON lines; pass on the ones a person wants to see.
function engineLogger(log?: (s: string) => void) {
  return (line: string) => {
    if (!log) return;
    try {
      const entry: unknown = JSON.parse(line);
      if (typeof entry !== 'object' || entry === null || !('level' in entry) || !('fields' in entry)) return;
      const { level, fields } = entry;
      const message =
        typeof fields === 'object' && fields !== null && 'message' in fields ? fields.message : undefined;
      if (typeof message !== 'string') return;
      if (level === 'WARN' || level === 'ERROR' || message.startsWith('Applying')) log(message);
    } catch {
      // Not JSON: ignore.
    }
  };
}

// --- Driver adapter -----------------------------------------------------------------------------------------

// @prisma/adapter-pg 7.10 with three changes for the schema engine:
// 1. executeScript sends the whole migration as one simple query. adapter-pg splits scripts on every ';',
//    which breaks $$-quoted function bodies, DO blocks and string literals; PostgreSQL runs a multi-statement
//    query in one implicit transaction, as with the native engine.
// 2. Columns of PostgreSQL's internal "char" type (OID 18), which the engine reads when it introspects the
//    catalog (`prisma migrate diff`), are returned as Character; adapter-pg rejects that type.
// 3. No shadow database: nothing here needs one, and adapter-pg's would point at the main database when
//    given a connection string.
class MigrationAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = 'postgres';
  readonly adapterName = '@prisma/adapter-pg';
  private readonly pools: pg.Pool[] = [];

  constructor(private readonly connectionString: string) {}

  async connect(): Promise<SqlDriverAdapter> {
    const pool = new pg.Pool({ connectionString: this.connectionString, Client: CharTaggingClient });
    pool.on('error', () => {});
    this.pools.push(pool);
    const adapter = await new PrismaPg(pool).connect();
    return override(adapter, {
      queryRaw: async (query: SqlQuery) => untagCharColumns(await adapter.queryRaw(query)),
      executeScript: async (script: string) => {
        // No parameters: pg uses the simple query protocol, which accepts several statements.
        await adapter.executeRaw({ sql: script, args: [], argTypes: [] });
      },
      startTransaction: async (...args: Parameters<SqlDriverAdapter['startTransaction']>) => {
        const tx = await adapter.startTransaction(...args);
        return override(tx, {
          queryRaw: async (query: SqlQuery) => untagCharColumns(await tx.queryRaw(query)),
        });
      },
    });
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    throw new Error('A shadow database is not supported here.');
  }

  async close() {
    await Promise.all(this.pools.splice(0).map((pool) => pool.end().catch(() => {})));
  }
}

// Returns `target` with some methods replaced; every other member is the target's own.
function override<T extends SqlQueryable>(target: T, replacements: Partial<T>): T {
  return new Proxy(target, {
    get(obj, property) {
      if (Object.hasOwn(replacements, property)) return Reflect.get(replacements, property);
      const value: unknown = Reflect.get(obj, property);
      return typeof value === 'function' ? value.bind(obj) : value;
    },
  });
}

const CHAR_OID = 18;
const TEXT_OID = 25;
// PostgreSQL names cannot contain NUL, so this suffix never clashes with a real column name.
const CHAR_TAG = '\u0000"char"';

// A pg client that reports "char" columns as text, tagging their names so that untagCharColumns can restore
// the type after adapter-pg has mapped the result. pg parses "char" and text values identically (as strings).
class CharTaggingClient extends pg.Client {}
const handleRowDescription: unknown = Reflect.get(pg.Client.prototype, '_handleRowDescription');
// (Should a pg upgrade rename this internal method, applying still works; only diffs would fail on "char".)
if (typeof handleRowDescription === 'function') {
  Reflect.set(
    CharTaggingClient.prototype,
    '_handleRowDescription',
    function (this: pg.Client, message: unknown) {
      if (isRowDescription(message)) {
        for (const field of message.fields) {
          if (field.dataTypeID !== CHAR_OID) continue;
          field.dataTypeID = TEXT_OID;
          field.name += CHAR_TAG;
        }
      }
      return Reflect.apply(handleRowDescription, this, [message]);
    },
  );
}

function isRowDescription(message: unknown): message is { fields: { name: string; dataTypeID: number }[] } {
  return (
    typeof message === 'object' && message !== null && 'fields' in message && Array.isArray(message.fields)
  );
}

function untagCharColumns(result: SqlResultSet): SqlResultSet {
  if (!result.columnNames.some((name) => name.endsWith(CHAR_TAG))) return result;
  return {
    ...result,
    columnNames: result.columnNames.map((name) =>
      name.endsWith(CHAR_TAG) ? name.slice(0, -CHAR_TAG.length) : name,
    ),
    columnTypes: result.columnTypes.map((type, i) =>
      result.columnNames[i].endsWith(CHAR_TAG) ? ColumnTypeEnum.Character : type,
    ),
  };
}
