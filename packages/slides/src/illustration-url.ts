/**
 * Offline images are illustrations generated from the slide keyword (DESIGN.md "Providers").
 * A slide references one as `generated:<keyword>`; renderers draw it instead of a bitmap.
 */
const PREFIX = 'generated:';

export const illustrationUrl = (keyword: string) => `${PREFIX}${encodeURIComponent(keyword.trim().toLowerCase())}`;

export const isGeneratedImage = (url: string) => url.startsWith(PREFIX);

export function keywordOfGeneratedImage(url: string): string {
  const raw = url.slice(PREFIX.length);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
