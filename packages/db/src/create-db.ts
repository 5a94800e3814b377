import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { runMigrations } from './migrate';
import { takeTurnsWithEventLoop } from './pglite-turns';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs a multi-statement SQL script on one connection (migrations, test resets). */
export type ScriptRunner = <T>(
  fn: (run: (sql: string) => Promise<unknown>, query: (sql: string, params?: unknown[]) => Promise<{ rows: T[] }>) => Promise<void>,
) => Promise<void>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** One connection for ordered scripts, e.g. migrations under an advisory lock. */
  withConnection: ScriptRunner;
  close(): Promise<void>;
  /** The embedded instance, when there is one (to expose over a socket for pg clients). */
  pglite?: PGlite;
  /** The server's connection string, when the database is a PostgreSQL server. */
  url?: string;
}

export interface CreateDbOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string;
  migrate?: boolean;
  /** Pool size for a PostgreSQL server. */
  maxConnections?: number;
}

export async function createDb(options: CreateDbOptions = {}): Promise<Database> {
  const database = options.databaseUrl ? openPostgres(options.databaseUrl, options.maxConnections) : await openPglite(options.dataDir);
  if (options.migrate !== false) await runMigrations(database);
  return database;
}

function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', (err) => console.error(`database: ${err.message}`));
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    url,
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        await fn(
          (text) => client.query(text),
          (text, params) => client.query(text, params as unknown[]) as never,
        );
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  takeTurnsWithEventLoop(client);
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    pglite: client,
    async withConnection(fn) {
      await fn(
        (text) => client.exec(text),
        (text, params) => client.query(text, params as unknown[]) as never,
      );
    },
    close: () => client.close(),
  };
}
