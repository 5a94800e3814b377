export { createDb, type CreateDbOptions, type Database, type Db } from './create-db';
export { rows } from './rows';
export { runMigrations, listMigrations } from './migrate';
export * as schema from './schema';
export * from './schema';
export { sql, eq, and, or, desc, asc, inArray, count } from 'drizzle-orm';
export { createTestDatabase } from './testing';
