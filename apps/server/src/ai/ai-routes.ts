import {
  ArticleFetchError,
  analyzeInputSchema,
  fetchArticle,
  joinSupportingMaterials,
  keywordInputSchema,
  outlineInputSchema,
  readBriefSteering,
  readVideoLink,
  type SupportingDocument,
  scriptsInputSchema,
  slideKeywords,
  slideKeywordsInputSchema,
  TextGenerationError,
  type TextGenerator,
  type Translator,
  VideoLinkError,
  type VideoNotesReader,
} from '@lectern/ai';
import type { Db } from '@lectern/db';
import { Hono } from 'hono';
import { z } from 'zod';
import { supportingDocuments } from '../documents/document-use-cases';
import { AppError, rateLimited, validationError } from '../http/errors';
import { hit } from '../http/rate-limit';
import type { AppVariables } from '../http/session';
import { validate } from '../http/validate';
import { translateTextForUser, translateTextSchema } from '../translation/translate-text';

/** Optional project whose completed documents join the source text (spec 001 §7 documents-content). */
const withProject = z.object({ projectId: z.string().optional() });

/**
 * The engine's source: the given text with the project's documents joined under the Supporting
 * Materials heading (spec 001 §7; file names are not content), and the documents one by one with
 * their structure trees (issue 20 item 1, decision 157). Documents come from the project only,
 * never from the request.
 */
async function sourceFor(
  db: Db,
  userId: string,
  projectId: string | undefined,
  given: string | undefined,
): Promise<{ sourceText: string; documents: SupportingDocument[] }> {
  if (!projectId) return { sourceText: given ?? '', documents: [] };
  const documents = await supportingDocuments(db, userId, projectId);
  return { sourceText: joinSupportingMaterials(given ?? '', documents), documents };
}

/** Provider failures keep their message (spec 001 §8) and answer 502, never a stack trace. */
async function guarded<T>(prefix: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof TextGenerationError) throw new AppError(`${prefix}: ${err.message}`, 'unavailable');
    throw err;
  }
}

const urlSchema = z.object({ url: z.string().trim().min(1, 'Enter the address of a web page') });
/** Spec 001 §7 process-youtube takes the url; the output language picks the caption track (issue 11 item 6). */
const videoSchema = z.object({ url: z.string().trim().min(1, 'Enter the address of a video'), language: z.string().max(35).optional() });

/**
 * Each web page holds one of the server's two page readers for up to 10 s (decision 103), so one
 * account may not keep them busy for everyone: 20 pages per 10 minutes is far above what a person
 * pasting links does (docs/SECURITY.md).
 */
export const FETCH_URL_LIMIT = { limit: 20, windowSeconds: 600 };

/**
 * /api/ai/* — text generation by function, whatever the provider (DESIGN.md). /slide-keywords
 * gives each slide its own picture keywords (up to 3, spec 001 §9) from its words (decision 115).
 */
export function aiRoutes(
  db: Db,
  generator: TextGenerator,
  options: { allowPrivateUrls?: boolean; rateLimit?: boolean; videoNotes?: VideoNotesReader | null; translator?: Translator | null } = {},
) {
  return new Hono<{ Variables: AppVariables }>()
    .post('/fetch-url', validate('json', urlSchema), async (c) => {
      if (options.rateLimit !== false) {
        const result = await hit(db, `fetch-url:user:${c.get('user').id}`, FETCH_URL_LIMIT);
        if (!result.allowed) throw rateLimited('You have read many web pages in a short time. Please wait a few minutes and try again.', result.retryAfter);
      }
      // A web page as a content source: fetched here, never by the browser; private networks refused.
      try {
        const article = await fetchArticle(c.req.valid('json').url, { allowPrivate: options.allowPrivateUrls, signal: c.req.raw.signal });
        // The page's structure goes back with its text, so the outline can name a point's section (issue 20 item 1).
        return c.json({ url: article.url, title: article.title, text: article.text, tree: article.tree });
      } catch (err) {
        if (err instanceof ArticleFetchError) throw validationError(err.message);
        throw err;
      }
    })
    .post('/fetch-video', validate('json', videoSchema), async (c) => {
      // The same budget as web pages: each link holds a page reader for up to 10 s per fetch.
      if (options.rateLimit !== false) {
        const result = await hit(db, `fetch-video:user:${c.get('user').id}`, FETCH_URL_LIMIT);
        if (!result.allowed) throw rateLimited('You have read many video links in a short time. Please wait a few minutes and try again.', result.retryAfter);
      }
      // A video link as a content source: its captions are read here, never by the browser; private networks refused.
      const { url, language } = c.req.valid('json');
      try {
        const video = await readVideoLink(url, { language, allowPrivate: options.allowPrivateUrls, signal: c.req.raw.signal, notes: options.videoNotes });
        return c.json(video);
      } catch (err) {
        if (err instanceof VideoLinkError) throw validationError(err.message);
        throw err;
      }
    })
    .get('/provider', (c) => c.json({ provider: generator.provider }))
    .post('/analyze', validate('json', analyzeInputSchema), async (c) =>
      c.json({ analysis: await guarded('Content analysis failed', () => generator.analyze(c.req.valid('json'))) }),
    )
    .post('/outline', validate('json', z.intersection(withProject, outlineInputSchema)), async (c) => {
      const { projectId, ...input } = c.req.valid('json');
      const source = await sourceFor(db, c.get('user').id, projectId, input.sourceText);
      const result = await guarded('Outline generation failed', () => generator.outline({ ...input, ...source }));
      // Decision 118: what the brief asks (tone, emphasis, quiz, topics) goes back with the outline, so the scripts follow it.
      return c.json({ ...result, steering: readBriefSteering(input.brief) });
    })
    .post('/scripts', validate('json', z.intersection(withProject, scriptsInputSchema)), async (c) => {
      const { projectId, ...input } = c.req.valid('json');
      const source = await sourceFor(db, c.get('user').id, projectId, input.sourceText);
      return c.json(await guarded('Failed to generate scripts', () => generator.scripts({ ...input, ...source })));
    })
    .post('/keyword', validate('json', keywordInputSchema), async (c) =>
      c.json(await guarded('Custom prompt failed', () => generator.keyword(c.req.valid('json')))),
    )
    .post('/slide-keywords', validate('json', slideKeywordsInputSchema), (c) => c.json({ keywords: slideKeywords(c.req.valid('json')) }))
    .post('/translate', validate('json', translateTextSchema), async (c) =>
      // Decision 141: TRANSLATE_PROVIDER's translator (null: none configured); decision 151: counted before the provider is asked.
      c.json(await translateTextForUser({ db, translator: options.translator ?? null }, c.get('user').id, c.req.valid('json'), c.req.raw.signal)),
    );
}
