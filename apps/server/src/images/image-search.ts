import type { PictureMeaning } from '@lectern/core';
import { z } from 'zod';

/** Spec 001 §3 "Unified image search result". */
export interface ImageResult {
  id: string;
  description: string;
  urls: { regular: string; small: string; thumb: string };
  user: { name: string; username: string };
  width: number;
  height: number;
  source: 'generated' | 'unsplash' | 'shutterstock';
  /**
   * What the picture shows, in words, when its source says (decision 173): an illustration's icon
   * and what it stands for, a photo's description and tags. The browser shows a picture on a slide
   * only when these are about the slide's words; a photo that says nothing is taken on trust.
   */
  meaning?: PictureMeaning;
}

/** The outcome of telling a source its photo is used: null when the image is not that source's. */
export type DownloadTracking = 'tracked' | 'failed' | null;

export interface ImageSearch {
  search(query: string, perPage: number, signal?: AbortSignal): Promise<ImageResult[]>;
  /** Tells the photo's source it is used (Unsplash API guidelines, spec 001 §7 download tracking). */
  trackDownload?(imageId: string, signal?: AbortSignal): Promise<DownloadTracking>;
}

/**
 * Offline: illustrations drawn from the query (DESIGN.md), which may list a slide's keywords
 * ("dental insurance, cleanings, braces"). The choices are the whole list, each keyword first
 * in turn, then each keyword and word alone: every one about the slide, none a generic motif.
 */
export function generatedImageSearch(
  illustrationUrl: (keyword: string) => string,
  meaningOf: (keyword: string) => PictureMeaning | null = () => null,
): ImageSearch {
  return {
    async search(query, perPage) {
      const base = query.trim().toLowerCase() || 'business presentation';
      const keywords = base
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      const words = keywords.flatMap((k) => k.split(/\s+/)).filter((w) => w.length > 2);
      const rotations = keywords.slice(1).map((k) => [k, ...keywords.filter((x) => x !== k)].join(', '));
      const variants = [keywords.join(', ') || base, ...rotations, ...keywords, ...words];
      return [...new Set(variants)].slice(0, perPage).map((keyword, i) => {
        const url = illustrationUrl(keyword);
        const meaning = meaningOf(keyword);
        return {
          id: `generated-${i}-${keyword}`,
          description: `Illustration: ${keyword}`,
          urls: { regular: url, small: url, thumb: url },
          user: { name: 'Lectern', username: 'lectern' },
          width: 650,
          height: 500,
          source: 'generated',
          ...(meaning ? { meaning } : {}),
        };
      });
    },
  };
}

/** A photo's own words about itself, when it has any (never the query it was found by). */
function photoMeaning(descriptions: (string | null | undefined)[], tags: (string | undefined)[]): { meaning?: PictureMeaning } {
  const shows = descriptions.filter((d): d is string => Boolean(d?.trim())).map((d) => d.slice(0, 200));
  const hints = tags.filter((t): t is string => Boolean(t?.trim())).map((t) => t.slice(0, 200));
  return shows.length || hints.length ? { meaning: { shows: shows.slice(0, 60), hints: hints.slice(0, 80) } } : {};
}

const unsplashSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      description: z.string().nullable().optional(),
      alt_description: z.string().nullable().optional(),
      width: z.number(),
      height: z.number(),
      urls: z.object({ regular: z.string(), small: z.string(), thumb: z.string() }),
      user: z.object({ name: z.string(), username: z.string() }),
      links: z.object({ download_location: z.string() }).partial().optional(),
      tags: z.array(z.object({ title: z.string() }).partial()).optional(),
    }),
  ),
});

/** Unsplash photo ids are short url-safe strings; anything else is refused before any request. */
const UNSPLASH_ID = /^unsplash-([A-Za-z0-9_-]{1,64})$/;
/** The download locations of recent search results, so tracking sends the one Unsplash gave. */
const DOWNLOAD_LOCATIONS_KEPT = 2000;

/** Unsplash search API; the access key stays on the server (DESIGN.md). */
export function unsplashSearch(accessKey: string, baseUrl = 'https://api.unsplash.com'): ImageSearch {
  const api = new URL(baseUrl);
  const locations = new Map<string, string>();
  const remember = (id: string, location: string | undefined) => {
    // Only a location on the API's own host is ever called with the key.
    if (!location) return;
    try {
      if (new URL(location).origin !== api.origin) return;
    } catch {
      return;
    }
    locations.delete(id);
    locations.set(id, location);
    if (locations.size > DOWNLOAD_LOCATIONS_KEPT) locations.delete(locations.keys().next().value as string);
  };
  return {
    /**
     * Unsplash API guidelines ("Triggering a download"): when a photo is used, call its
     * links.download_location with the client id. A photo not seen in a recent search is
     * tracked through the documented GET /photos/:id/download, the same endpoint.
     */
    async trackDownload(imageId, signal) {
      const id = UNSPLASH_ID.exec(imageId)?.[1];
      if (!id) return null;
      const url = new URL(locations.get(id) ?? `${baseUrl.replace(/\/$/, '')}/photos/${encodeURIComponent(id)}/download`);
      url.searchParams.set('client_id', accessKey);
      try {
        const res = await fetch(url, { headers: { 'Accept-Version': 'v1' }, signal });
        await res.body?.cancel();
        return res.ok ? 'tracked' : 'failed';
      } catch {
        return 'failed';
      }
    },
    async search(query, perPage, signal) {
      const url = `${baseUrl}/search/photos?query=${encodeURIComponent(query)}&per_page=${perPage}&orientation=landscape`;
      const res = await fetch(url, { headers: { Authorization: `Client-ID ${accessKey}`, 'Accept-Version': 'v1' }, signal });
      if (!res.ok) throw new Error(`HTTP ${res.status}: ${res.statusText}`);
      const body = unsplashSchema.parse(await res.json());
      for (const r of body.results) remember(r.id, r.links?.download_location);
      return body.results.map((r) => ({
        id: `unsplash-${r.id}`,
        description: r.description ?? r.alt_description ?? query,
        urls: r.urls,
        user: r.user,
        width: r.width,
        height: r.height,
        source: 'unsplash' as const,
        ...photoMeaning(
          [r.description, r.alt_description],
          (r.tags ?? []).map((t) => t.title),
        ),
      }));
    },
  };
}

const shutterstockSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      description: z.string().optional(),
      assets: z.object({
        preview: z.object({ url: z.string(), width: z.number(), height: z.number() }),
        small_thumb: z.object({ url: z.string() }).optional(),
        large_thumb: z.object({ url: z.string() }).optional(),
      }),
      contributor: z.object({ id: z.string() }).optional(),
    }),
  ),
});

/** Shutterstock image search; the token stays on the server. */
export function shutterstockSearch(token: string, baseUrl = 'https://api.shutterstock.com'): ImageSearch {
  return {
    async search(query, perPage, signal) {
      const url = `${baseUrl}/v2/images/search?query=${encodeURIComponent(query)}&per_page=${perPage}&orientation=horizontal`;
      const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` }, signal });
      if (!res.ok) throw new Error(`HTTP ${res.status}: ${res.statusText}`);
      const body = shutterstockSchema.parse(await res.json());
      return body.data.map((r) => ({
        id: `shutterstock-${r.id}`,
        description: r.description ?? query,
        urls: {
          regular: r.assets.preview.url,
          small: r.assets.large_thumb?.url ?? r.assets.preview.url,
          thumb: r.assets.small_thumb?.url ?? r.assets.preview.url,
        },
        user: { name: r.contributor?.id ?? 'Shutterstock', username: r.contributor?.id ?? 'shutterstock' },
        width: r.assets.preview.width,
        height: r.assets.preview.height,
        source: 'shutterstock' as const,
        ...photoMeaning([r.description], []),
      }));
    },
  };
}

/**
 * Spec 001 §7/§9: two stock sources searched in parallel, 3 results from one and 5 from the
 * other; a failing source yields no images rather than an error. Offline, generated only.
 */
export function combinedImageSearch(sources: { primary: ImageSearch; secondary?: ImageSearch }): ImageSearch {
  return {
    async trackDownload(imageId, signal) {
      for (const source of [sources.primary, sources.secondary]) {
        const outcome = (await source?.trackDownload?.(imageId, signal)) ?? null;
        if (outcome) return outcome;
      }
      return null;
    },
    async search(query, perPage, signal) {
      if (!sources.secondary) return sources.primary.search(query, perPage, signal).catch(() => []);
      const [a, b] = await Promise.all([
        sources.primary.search(query, Math.min(perPage, 5), signal).catch(() => []),
        sources.secondary.search(query, Math.min(perPage, 3), signal).catch(() => []),
      ]);
      return [...a, ...b].slice(0, Math.max(perPage, 8));
    },
  };
}
