import { and, type Db, eq, inArray, projects } from '@lectern/db';
import { forbidden } from '../http/errors';
import { isUuid } from '../http/ids';

/**
 * Stored images belong to whoever owns the project they were uploaded to (docs/decisions/108).
 * The upload route stores them under `assets/{projectId}/{uuid}.{ext}` and answers with that key
 * and the URL `/api/assets/{projectId}/{uuid}.{ext}`; no other name is ever an asset.
 */
export const ASSET_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif|svg)$/;
const ASSET_REF = /^(?:\/api\/)?assets\/([^/]+)\/([^/]+)$/;
/** Anything that claims to be a stored asset: the key or the URL form, whatever follows. */
const CLAIMS_ASSET = /^\s*(?:\/api\/)?assets\//i;

export const FOREIGN_ASSET_MESSAGE = 'This project uses an image that was not uploaded to one of your projects. Remove it or upload the image again.';

export interface AssetRef {
  projectId: string;
  /** The storage key the upload route wrote. */
  key: string;
}

/** The asset a key or `/api/assets/…` URL names, or null when it is not a well-formed one. */
export function parseAssetRef(value: string): AssetRef | null {
  const match = ASSET_REF.exec(value);
  const projectId = match?.[1];
  const name = match?.[2];
  if (!projectId || !name || !isUuid(projectId) || !ASSET_NAME.test(name)) return null;
  return { projectId, key: `assets/${projectId}/${name}` };
}

/**
 * Every value in progress_data that names a stored file: `brandLogo.key` (the render reads it
 * straight from storage, so any value there counts), and any string under a property named
 * `…url` or `…key`, at any depth, that has the asset key or URL form (slides'
 * `contextualImage.url`, `availableImages[].url`, `brandLogo.url`, fields added later).
 */
export function storedFileRefs(progressData: unknown): string[] {
  const found = new Set<string>();
  const logoKey = (progressData as { brandLogo?: { key?: unknown } } | null)?.brandLogo?.key;
  if (typeof logoKey === 'string' && logoKey !== '') found.add(logoKey);
  const stack: unknown[] = [progressData];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) {
        if (typeof child === 'string') {
          if (/(url|key)$/i.test(name) && CLAIMS_ASSET.test(child)) found.add(child);
        } else stack.push(child);
      }
    }
  }
  return [...found];
}

/**
 * The refs among `refs` that are assets of `userId`'s projects, mapped to their storage keys.
 * Malformed refs and assets of anyone else's (or a deleted) project are left out.
 */
export async function ownedAssetKeys(db: Db, userId: string, refs: readonly string[]): Promise<Map<string, string>> {
  const parsed = refs.map((ref) => [ref, parseAssetRef(ref)] as const);
  const projectIds = [...new Set(parsed.flatMap(([, a]) => (a ? [a.projectId] : [])))];
  const owned = new Set(
    projectIds.length === 0
      ? []
      : (
          await db
            .select({ id: projects.id })
            .from(projects)
            .where(and(eq(projects.user_id, userId), inArray(projects.id, projectIds)))
        ).map((p) => p.id),
  );
  const keys = new Map<string, string>();
  for (const [ref, asset] of parsed) if (asset && owned.has(asset.projectId.toLowerCase())) keys.set(ref, asset.key);
  return keys;
}

/**
 * On save (PATCH /api/projects/:id): refuses progress_data that names a stored file its owner
 * does not own, with HTTP 403 and FOREIGN_ASSET_MESSAGE. Nothing to check without progress_data.
 */
export async function assertOwnedAssets(db: Db, userId: string, progressData: unknown): Promise<void> {
  if (progressData === undefined) return;
  const refs = storedFileRefs(progressData);
  if (refs.length === 0) return;
  const owned = await ownedAssetKeys(db, userId, refs);
  if (refs.some((ref) => !owned.has(ref))) throw forbidden(FOREIGN_ASSET_MESSAGE);
}
