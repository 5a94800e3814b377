import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES, shareChatSchema, shareRequestSchema, shareViewSchema, suggestionQuerySchema } from '@lectern/core';
import type { Db } from '@lectern/db';
import { Hono, type MiddlewareHandler } from 'hono';
import { answerQuestion } from '../chat/chat-answer';
import { recordExchange, resolveSession } from '../chat/chat-sessions';
import type { GroundedWriter } from '../chat/grounded-writer';
import { notFound, rateLimited, validationError } from '../http/errors';
import { hit, ipOf, type RateRule } from '../http/rate-limit';
import { preconditionsOf, serveFile } from '../http/serve-file';
import type { AppVariables } from '../http/session';
import { validate } from '../http/validate';
import { projectSuggestions } from '../knowledge/knowledge-suggestions';
import type { FileStorage } from '../storage/file-storage';
import { captionsResponse } from '../videos/captions-file';
import { chaptersResponse } from '../videos/chapters-file';
import { captionsKeyOf } from '../videos/video-use-cases';
import { builtIndexHtml } from '../web/built-index-html';
import { shareHtmlRenderer } from './share-html';
import { shareThumbnail } from './share-thumbnail';
import { assertAssistantReady, findShare, ownerShare, shareVideo, toShareRecord, trackView, videoShape } from './share-use-cases';

/** Per-IP limits of the public routes (docs/decisions/083). */
export const SHARE_LIMITS = {
  chat: { limit: 20, windowSeconds: 60 },
  view: { limit: 60, windowSeconds: 60 },
  read: { limit: 120, windowSeconds: 60 },
} satisfies Record<string, RateRule>;

const MIME: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4' };

function perIp(db: Db, scope: keyof typeof SHARE_LIMITS, enabled: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!enabled) return next();
    const result = await hit(db, `share-${scope}:ip:${ipOf(c)}`, SHARE_LIMITS[scope]);
    if (!result.allowed) throw rateLimited('Too many requests. Please wait a minute before trying again.', result.retryAfter);
    return next();
  };
}

/**
 * Spec 000 §7 POST /api/videos/share (signed in; mounted under /api/videos), and
 * GET /api/videos/:id/share: the owner's link, title and description, for editing them.
 */
export function shareOwnerRoutes(db: Db, publicUrl: string) {
  return new Hono<{ Variables: AppVariables }>()
    .post('/share', validate('json', shareRequestSchema), async (c) => {
      const slug = await shareVideo(db, c.get('user').id, c.req.valid('json'));
      return c.json({ shareUrl: `${publicUrl}/share/${slug}`, slug });
    })
    .get('/:id/share', async (c) => {
      const share = await ownerShare(db, c.get('user').id, c.req.param('id'));
      return c.json({ share: share && { ...share, shareUrl: `${publicUrl}/share/${share.slug}` } });
    });
}

export interface PublicShareDeps {
  db: Db;
  storage: FileStorage;
  rateLimit: boolean;
  writer?: GroundedWriter | null;
}

/** Spec 000 §7 public share routes under /api/share (no sign-in; mounted before the signed-in API). */
export function publicShareRoutes({ db, storage, rateLimit, writer }: PublicShareDeps) {
  return new Hono()
    .get('/:slug', perIp(db, 'read', rateLimit), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(toShareRecord(await findShare(db, c.req.param('slug'))));
    })
    .get('/:slug/video', async (c) => {
      // Only the file of the shared video itself; a slug never reaches other files.
      const { video } = await findShare(db, c.req.param('slug'));
      const file = await storage.get(video.storage_key!);
      if (!file) throw notFound(CHAT_MESSAGES.shareNotFound);
      return serveFile(
        file,
        c.req.header('range'),
        {
          'Content-Type': MIME[video.format ?? ''] ?? 'application/octet-stream',
          'Content-Disposition': 'inline',
          'Cache-Control': 'public, max-age=300',
        },
        preconditionsOf(c.req),
      );
    })
    .get('/:slug/captions.vtt', async (c) => {
      // The shared video's own captions, served like the video itself (docs/decisions/007).
      const { video } = await findShare(db, c.req.param('slug'));
      return captionsResponse(storage, captionsKeyOf(video), 'public, max-age=300');
    })
    .get('/:slug/chapters.vtt', async (c) => {
      // The shared video's chapters (issue 14 item 7), public like its captions.
      const { video } = await findShare(db, c.req.param('slug'));
      return chaptersResponse(video, 'public, max-age=300');
    })
    .get('/:slug/thumbnail.png', perIp(db, 'read', rateLimit), async (c) => {
      const png = await shareThumbnail(storage, await findShare(db, c.req.param('slug')));
      return c.body(png as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' });
    })
    .post('/:slug/view', perIp(db, 'view', rateLimit), async (c) => {
      // Parsed here rather than by validate(): a broken or missing body (even malformed JSON) gets
      // the product's words, not the validator's or the JSON parser's.
      const body = shareViewSchema.safeParse(await c.req.json().catch(() => null));
      if (!body.success) throw validationError(CHAT_MESSAGES.viewNotCounted);
      return c.json(await trackView(db, c.req.param('slug'), body.data.sessionId));
    })
    .get('/:slug/suggestions', perIp(db, 'read', rateLimit), validate('query', suggestionQuerySchema), async (c) => {
      const found = await findShare(db, c.req.param('slug'));
      assertAssistantReady(found);
      return c.json({ suggestions: await projectSuggestions(db, found.project.id, c.req.valid('query').limit) });
    })
    .post('/:slug/chat', perIp(db, 'chat', rateLimit), validate('json', shareChatSchema), async (c) => {
      const found = await findShare(db, c.req.param('slug'));
      assertAssistantReady(found);
      const { message, sessionId } = c.req.valid('json');
      const session = await resolveSession(db, { projectId: found.project.id, videoId: found.video.id, shareId: found.share.id }, sessionId, {
        userAgent: (c.req.header('user-agent') ?? '').slice(0, 200),
        language: (c.req.header('accept-language') ?? '').split(',')[0]?.slice(0, 20) ?? '',
      });
      const answer = await answerQuestion(db, found.project.id, message, writer);
      const stored = await recordExchange(db, session.id, message, answer, { videoId: found.video.id, projectId: found.project.id });
      return c.json({
        response: { id: stored.id ?? randomUUID(), content: answer.content, timestamp: stored.created_at.toISOString(), sources: answer.sources },
        sessionId: session.id,
      });
    });
}

/**
 * GET /share/:slug — the SPA page with Open Graph tags (answered before the SPA fallback). A link
 * to no share gets the same page (it shows "Video Not Found") with status 404.
 */
export function shareHtmlRoutes({ db, webDist, publicUrl }: { db: Db; webDist: string; publicUrl: string }) {
  const render = shareHtmlRenderer(webDist);
  const indexHtml = builtIndexHtml(webDist);
  return new Hono().get('/share/:slug', async (c, next) => {
    const slug = c.req.param('slug');
    const found = await findShare(db, slug).catch(() => null);
    if (!found) {
      const page = indexHtml();
      if (!page) return next();
      c.header('Cache-Control', 'no-cache');
      return c.html(page, 404);
    }
    const html = found
      ? render({
          title: found.share.title,
          description: found.share.description,
          url: `${publicUrl}/share/${slug}`,
          image: `${publicUrl}/api/share/${slug}/thumbnail.png`,
          video: `${publicUrl}/api/share/${slug}/video`,
          ...videoShape(found.video),
          videoType: MIME[found.video.format ?? ''] ?? 'video/webm',
        })
      : null;
    if (!html) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
}
