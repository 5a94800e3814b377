/**
 * The shape of a share link's slug (/share/{slug}): the server makes them from 16 to 64 URL-safe
 * characters. A link of any other shape cannot be a share, so the page says "Invalid share link"
 * (spec 000 §8 "Shared page") instead of asking the server.
 */
export const SHARE_SLUG_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const isShareSlug = (slug: string): boolean => SHARE_SLUG_PATTERN.test(slug);
