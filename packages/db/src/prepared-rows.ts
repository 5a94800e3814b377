import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './create-db';

/** A query built with drizzle (placeholders included), as its SQL text and parameters. */
export interface BuiltQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * A read run straight on the driver, for the API's hottest reads (docs/decisions/148): the SQL is
 * built once by drizzle, and each call hands its rows over as the driver made them — plain objects
 * named by the query's column aliases — without drizzle's per-field mapping. The query should
 * select what it serves already in its final form (timestamps as ISO text: no Date is made and
 * turned back into text per row). On PostgreSQL it is a named statement, parsed and planned once
 * per connection; PGlite runs it as any other query.
 */
export function preparedRows<Row>(db: Db, name: string, query: BuiltQuery): (values: Record<string, unknown>) => Promise<Row[]> {
  const { sql: text, params } = query.toSQL();
  const client = (db as unknown as { $client: pg.Pool | pg.Client | PGlite }).$client;
  if (client instanceof PGlite) {
    return async (values) => (await client.query<Row>(text, fillPlaceholders(params, values))).rows;
  }
  return async (values) => (await client.query<Row & pg.QueryResultRow>({ name, text, values: fillPlaceholders(params, values) })).rows;
}
