import { viewerIdSchema } from '@lectern/core';

const KEY = 'lectern.viewer-id';
let pageId: string | null = null;

/** 32 random hex characters; `randomUUID` needs a secure context, `getRandomValues` does not (a LAN install over http). */
function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The anonymous viewer of playback analytics (decision 177, 182): a random id kept in this
 * browser's localStorage, never a cookie, so no consent banner is needed and nothing identifies
 * the person. Where storage is blocked the id lasts as long as the page.
 */
export function viewerId(): string {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored && viewerIdSchema.safeParse(stored).success) return stored;
    const created = randomId();
    localStorage.setItem(KEY, created);
    return created;
  } catch {
    pageId ??= randomId();
    return pageId;
  }
}
