export { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
export { type CreateDbOptions, createDb, type Database, type Db } from './create-db';
export { listMigrations, runMigrations } from './migrate';
export { type BuiltQuery, preparedRows } from './prepared-rows';
export { rows } from './rows';
export * as schema from './schema';
export * from './schema';
export { createTestDatabase } from './testing';
