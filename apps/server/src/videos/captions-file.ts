import { notFound } from '../http/errors';
import type { FileStorage } from '../storage/file-storage';

/** A stored WebVTT file (docs/decisions/007); a video rendered without captions is "not found". */
export async function captionsResponse(storage: FileStorage, key: string | null, cacheControl: string) {
  const file = key ? await storage.get(key) : null;
  if (!file) throw notFound('Captions not found');
  return new Response(file.stream(), {
    headers: { 'Content-Type': 'text/vtt; charset=utf-8', 'Content-Length': String(file.size), 'Cache-Control': cacheControl },
  });
}
