import {
  type CreateProjectInput,
  PROGRESS_PERCENTAGE_FIELDS,
  PROJECT_FAILURES,
  PROJECT_NOT_FOUND,
  type ProgressData,
  type Project,
  type ProjectListItem,
  progressPercentage,
  RENDER_OWNED_PROGRESS_FIELDS,
  type UpdateProjectInput,
  withCurrentPointSourcesIn,
} from '@lectern/core';
import { and, type Db, desc, eq, preparedRows, projects, sql } from '@lectern/db';
import { assertOwnedAssets } from '../assets/asset-ownership';
import { notFound, orServerFault } from '../http/errors';
import { requireUuid } from '../http/ids';
import { assertOwnedMusic } from '../music/music-keys';

type Row = typeof projects.$inferSelect;

/** A timestamp as drizzle maps it (Date), or as the hot reads select it (ISO text, see isoText). */
type Stamp = Date | string;

type ListRow = Pick<Row, 'id' | 'user_id' | 'name' | 'purpose' | 'flow_type' | 'status' | 'progress_data' | 'current_language'> & {
  completed_at: Stamp | null;
  created_at: Stamp;
  updated_at: Stamp;
};

const iso = (stamp: Stamp) => (typeof stamp === 'string' ? stamp : stamp.toISOString());

function toListItem(row: ListRow): ProjectListItem {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    purpose: row.purpose,
    flow_type: row.flow_type,
    status: row.status,
    progress_percentage: progressPercentage(row),
    current_language: row.current_language,
    completed_at: row.completed_at === null ? null : iso(row.completed_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function toProject(row: ListRow): Project {
  return { ...toListItem(row), progress_data: row.progress_data };
}

/** Every read and write is scoped to the owner: another user's project is simply not found. */
const owned = (userId: string, id: string) => and(eq(projects.id, id), eq(projects.user_id, userId));

/**
 * Only the progress_data fields the percentage needs, picked out by the database: a list never
 * carries the saved wizard state itself, which can reach PROJECT_SAVE_MAX_BYTES per project.
 */
const percentageFields = sql<Record<string, unknown>>`jsonb_build_object(${sql.join(
  PROGRESS_PERCENTAGE_FIELDS.map((field) => sql`${field}::text, ${projects.progress_data} -> ${field}::text`),
  sql`, `,
)})`;

/**
 * A timestamp as the text Date#toISOString gives (UTC, milliseconds truncated as JavaScript
 * truncates the microseconds of a parsed timestamp), made by the database: the hot reads serve it
 * as is instead of making a Date per row and turning it back into text (docs/decisions/148).
 */
const isoText = (column: typeof projects.created_at | typeof projects.completed_at, name: string) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(name);

/** The columns a project answer is made of, timestamps already as ISO text. */
const listColumns = {
  id: projects.id,
  user_id: projects.user_id,
  name: projects.name,
  purpose: projects.purpose,
  flow_type: projects.flow_type,
  status: projects.status,
  progress_data: percentageFields.as('progress_data'),
  current_language: projects.current_language,
  completed_at: isoText(projects.completed_at, 'completed_at'),
  created_at: isoText(projects.created_at, 'created_at'),
  updated_at: isoText(projects.updated_at, 'updated_at'),
};

/**
 * The two reads every page of the app makes, prepared once per database: the SQL is built once,
 * PostgreSQL parses and plans each once per connection (named statements), and the rows go from
 * the driver to the answer without drizzle's mapping (preparedRows, docs/decisions/148). The
 * owned-row read the other use-cases share stays a drizzle statement (whole row, Dates).
 */
const reads = new WeakMap<Db, ReturnType<typeof prepareReads>>();
function prepareReads(db: Db) {
  return {
    list: preparedRows<ListRow>(
      db,
      'lectern_projects_list',
      db
        .select(listColumns)
        .from(projects)
        .where(eq(projects.user_id, sql.placeholder('userId')))
        .orderBy(desc(projects.updated_at)),
    ),
    read: preparedRows<ListRow>(
      db,
      'lectern_project_read',
      db
        .select({ ...listColumns, progress_data: projects.progress_data })
        .from(projects)
        .where(and(eq(projects.id, sql.placeholder('id')), eq(projects.user_id, sql.placeholder('userId')))),
    ),
    owned: db
      .select()
      .from(projects)
      .where(and(eq(projects.id, sql.placeholder('id')), eq(projects.user_id, sql.placeholder('userId'))))
      .prepare('lectern_project_owned'),
  };
}
const readsOf = (db: Db) => {
  const known = reads.get(db);
  if (known) return known;
  const prepared = prepareReads(db);
  reads.set(db, prepared);
  return prepared;
};

export async function listProjects(db: Db, userId: string): Promise<ProjectListItem[]> {
  const rows = await orServerFault(PROJECT_FAILURES.fetchAll, () => readsOf(db).list({ userId }));
  return rows.map(toListItem);
}

export async function createProject(db: Db, userId: string, input: CreateProjectInput): Promise<Project> {
  // Spec 000 §4: a new project is created with flow_type native.
  const [row] = await orServerFault(PROJECT_FAILURES.create, () =>
    db.insert(projects).values({ user_id: userId, name: input.name, purpose: input.purpose, flow_type: 'native' }).returning(),
  );
  return toProject(row!);
}

/** The user's project row; someone else's project, or none, is "Project not found" (spec 000 §8). */
export async function ownedProjectRow(db: Db, userId: string, id: string): Promise<Row> {
  const [row] = await readsOf(db).owned.execute({ id: requireUuid(id, PROJECT_NOT_FOUND), userId });
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return row;
}

export async function getProject(db: Db, userId: string, id: string): Promise<Project> {
  const [row] = await orServerFault(PROJECT_FAILURES.fetchOne, () => readsOf(db).read({ id: requireUuid(id, PROJECT_NOT_FOUND), userId }));
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return toProject(row);
}

/**
 * The saved progress with the render-owned fields (RENDER_OWNED_PROGRESS_FIELDS) taken from the
 * stored row, in the same statement: a save made from a page loaded before a render wrote them
 * cannot erase them, and a client cannot claim a video it does not have.
 */
function keepRenderFields(progress: ProgressData) {
  const keys = sql.join(
    RENDER_OWNED_PROGRESS_FIELDS.map((key) => sql`${key}::text`),
    sql`, `,
  );
  const stored = sql.join(
    RENDER_OWNED_PROGRESS_FIELDS.map((key) => sql`${key}::text, ${projects.progress_data} -> ${key}::text`),
    sql`, `,
  );
  return sql`(${JSON.stringify(progress)}::jsonb - ARRAY[${keys}]::text[]) || jsonb_strip_nulls(jsonb_build_object(${stored}))`;
}

export async function updateProject(db: Db, userId: string, id: string, changes: UpdateProjectInput): Promise<Project> {
  requireUuid(id, PROJECT_NOT_FOUND);
  // Decision 108: saved progress may only name stored files of the owner's own uploads.
  await orServerFault(PROJECT_FAILURES.update, () => assertOwnedAssets(db, userId, changes.progress_data));
  // Uploaded background music likewise (issue 14).
  await orServerFault(PROJECT_FAILURES.update, () => assertOwnedMusic(db, userId, changes.progress_data));
  const now = new Date();
  const [row] = await orServerFault(PROJECT_FAILURES.update, () =>
    db
      .update(projects)
      .set({
        ...changes,
        // Decision 161: a point the person rewrote loses its source, so no stale source is kept.
        ...(changes.progress_data === undefined ? {} : { progress_data: keepRenderFields(withCurrentPointSourcesIn(changes.progress_data)) }),
        updated_at: now,
        // Spec 000 §4: saving with status completed sets completed_at.
        ...(changes.status === 'completed' ? { completed_at: now } : {}),
      })
      .where(owned(userId, id))
      .returning(),
  );
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return toProject(row);
}

export async function deleteProject(db: Db, userId: string, id: string): Promise<void> {
  requireUuid(id, PROJECT_NOT_FOUND);
  const deleted = await orServerFault(PROJECT_FAILURES.delete, () => db.delete(projects).where(owned(userId, id)).returning({ id: projects.id }));
  if (deleted.length === 0) throw notFound(PROJECT_NOT_FOUND);
}
