import { type CreateProjectInput, PROJECT_FAILURES, PROJECT_NOT_FOUND, type Project, progressPercentage, type UpdateProjectInput } from '@lectern/core';
import { and, type Db, desc, eq, projects } from '@lectern/db';
import { assertOwnedAssets } from '../assets/asset-ownership';
import { notFound, orServerFault } from '../http/errors';
import { requireUuid } from '../http/ids';

type Row = typeof projects.$inferSelect;

export function toProject(row: Row): Project {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    purpose: row.purpose,
    flow_type: row.flow_type,
    status: row.status,
    progress_data: row.progress_data,
    progress_percentage: progressPercentage(row),
    current_language: row.current_language,
    completed_at: row.completed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Every read and write is scoped to the owner: another user's project is simply not found. */
const owned = (userId: string, id: string) => and(eq(projects.id, id), eq(projects.user_id, userId));

export async function listProjects(db: Db, userId: string): Promise<Project[]> {
  const rows = await orServerFault(PROJECT_FAILURES.fetchAll, () =>
    db.select().from(projects).where(eq(projects.user_id, userId)).orderBy(desc(projects.updated_at)),
  );
  return rows.map(toProject);
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
  const [row] = await db
    .select()
    .from(projects)
    .where(owned(userId, requireUuid(id, PROJECT_NOT_FOUND)));
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return row;
}

export async function getProject(db: Db, userId: string, id: string): Promise<Project> {
  return toProject(await orServerFault(PROJECT_FAILURES.fetchOne, () => ownedProjectRow(db, userId, id)));
}

export async function updateProject(db: Db, userId: string, id: string, changes: UpdateProjectInput): Promise<Project> {
  requireUuid(id, PROJECT_NOT_FOUND);
  // Decision 108: saved progress may only name stored files of the owner's own uploads.
  await orServerFault(PROJECT_FAILURES.update, () => assertOwnedAssets(db, userId, changes.progress_data));
  const now = new Date();
  const [row] = await orServerFault(PROJECT_FAILURES.update, () =>
    db
      .update(projects)
      .set({
        ...changes,
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
