import { fileURLToPath } from 'node:url';
import { ANALYTICS_RETENTION_DAYS_DEFAULT, PROGRESS_DATA_MESSAGES, PROJECT_SAVE_MAX_BYTES, REQUEST_BODY_MAX_BYTES, REQUEST_TOO_LARGE } from '@lectern/core';
import type { Database } from '@lectern/db';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { adminRoutes } from './admin/admin-routes';
import { aiRoutes } from './ai/ai-routes';
import { allowanceRoutes } from './allowance/allowance-routes';
import { projectAnalyticsRoutes } from './analytics/analytics-routes';
import { playbackEventRoutes } from './analytics/playback-routes';
import { schedulePlaybackPruning } from './analytics/record-playback-events';
import { assetFileRoutes, projectAssetRoutes } from './assets/asset-routes';
import { withClientAddress } from './auth/auth-limits';
import { createAuth } from './auth/create-auth';
import { installationSecret } from './auth/installation-secret';
import { promoteAdmins } from './auth/promote-admins';
import { avatarRoutes } from './avatars/avatar-routes';
import { scheduleSessionCleanup } from './chat/chat-sessions';
import { groundedWriterFromEnv } from './chat/grounded-writer';
import type { Env } from './config/env';
import { documentRoutes } from './documents/document-routes';
import { healthRoutes } from './health/health-routes';
import { allowFramingAnywhere } from './http/allow-framing';
import { requestBodyLimit } from './http/body-limits';
import { compression } from './http/compression';
import { errorHandler } from './http/error-handler';
import { notFound } from './http/errors';
import { rejectMalformedPaths } from './http/ids';
import { noStore } from './http/no-store';
import { ipOf, resolveClientIp } from './http/rate-limit';
import { refuseNulInText } from './http/refuse-nul-text';
import { refuseForeignCookieWrites } from './http/same-origin-writes';
import { type AppVariables, requireUser } from './http/session';
import { imageRoutes } from './images/image-routes';
import { knowledgeRoutes } from './knowledge/knowledge-routes';
import { devMailboxKey } from './mail/dev-mailbox-key';
import { devMailboxRoutes } from './mail/dev-mailbox-routes';
import type { Mailer } from './mail/mailer';
import { musicRoutes, projectMusicRoutes } from './music/music-routes';
import { profileRoutes } from './profile/profile-routes';
import { projectRoutes } from './projects/project-routes';
import { allowancePort } from './renders/allowance-port';
import { projectRenderRoutes, renderRoutes } from './renders/render-routes';
import { scormRoutes } from './scorm/scorm-routes';
import type { Services } from './services';
import { publicShareRoutes, shareHtmlRoutes, shareOwnerRoutes } from './share/share-routes';
import { requireLanguageConversion } from './translation/require-language-conversion';
import { translationLanguages } from './translation/translation-languages';
import { translationRoutes, translationStatusRoutes } from './translation/translation-routes';
import { ttsRoutes } from './tts/tts-routes';
import { projectVideoRoutes, videoFileRoutes } from './videos/video-routes';
import { spaRoutes } from './web/spa-routes';

export interface AppDeps {
  env: Pick<Env, 'publicUrl' | 'AUTH_SECRET' | 'ADMIN_EMAILS' | 'RATE_LIMIT'> & {
    DEV_MAILBOX_KEY?: string;
    ALLOW_PRIVATE_URLS?: boolean;
    TRUST_PROXY?: boolean;
    ANALYTICS_RETENTION_DAYS?: number;
  };
  database: Database;
  mailer: Mailer;
  services: Services;
  /** Built SPA folder; defaults to apps/web/dist. */
  webDist?: string;
  trustedOrigins?: string[];
}

const DEFAULT_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function createApp({ env, database, mailer, services, webDist = DEFAULT_DIST, trustedOrigins }: AppDeps) {
  const { db } = database;
  const secret = await installationSecret(db, env.AUTH_SECRET);
  await promoteAdmins(db, env.ADMIN_EMAILS);
  const auth = createAuth({ db, mailer, publicUrl: env.publicUrl, secret, adminEmails: env.ADMIN_EMAILS, trustedOrigins, rateLimit: env.RATE_LIMIT });

  const app = new Hono<{ Variables: AppVariables }>();
  app.onError(errorHandler);
  // The share page may be embedded anywhere (decision 147); registered first so it edits secureHeaders' answer.
  app.use('/share/:slug', allowFramingAnywhere);
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      xFrameOptions: 'DENY',
      xContentTypeOptions: 'nosniff',
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
      // A route's own policy stays (uploaded images are served with a stricter one).
      overwrite: false,
    }),
  );
  // Brotli or gzip for text answers when the client accepts them (docs/decisions/116).
  app.use('*', compression());

  app.use('/api/*', resolveClientIp(env.TRUST_PROXY ?? false));
  app.use('/api/*', noStore);
  app.use('/api/*', rejectMalformedPaths);
  app.use('/api/*', refuseForeignCookieWrites([env.publicUrl, ...(trustedOrigins ?? [])]));
  app.use(
    '/api/*',
    requestBodyLimit(REQUEST_BODY_MAX_BYTES, REQUEST_TOO_LARGE, [
      { method: 'PATCH', path: /^\/api\/projects\/[^/]+\/?$/, maxBytes: PROJECT_SAVE_MAX_BYTES, message: PROGRESS_DATA_MESSAGES.tooLarge },
      // Uploads are bounded by their own routes (documents 10 MB, images 8 MB, music 20 MB).
      { method: 'POST', path: /^\/api\/projects\/[^/]+\/(documents|assets|music)\/?$/, maxBytes: null },
    ]),
  );
  app.use('/api/*', refuseNulInText);
  app.route('/api/health', healthRoutes(db, mailer, database.kind));

  // Sign-in, sign-up and recovery limits run inside better-auth (auth/auth-limits.ts), after its
  // routing and body parsing, so every URL spelling and body encoding is counted.
  app.on(['GET', 'POST'], '/api/auth/*', (c) => withClientAddress(ipOf(c), () => auth.handler(c.req.raw)));

  // Decision 152: the mailbox opens with the key the start-up log prints, or for an administrator.
  const mailboxKey = devMailboxKey(secret, env.DEV_MAILBOX_KEY);
  if (mailer.kind === 'dev-mailbox') app.route('/', devMailboxRoutes(db, auth, mailboxKey));

  // Public share routes (spec 000 §6: anonymous viewers) answer before the signed-in API.
  const writer = services.textGenerator?.provider && services.textGenerator.provider !== 'offline' ? groundedWriterFromEnv() : null;
  // Playback events of a shared video (decision 177), limited per viewer and per video rather than per address.
  app.route('/api/share', playbackEventRoutes({ db, rateLimit: env.RATE_LIMIT }));
  app.route('/api/share', publicShareRoutes({ db, storage: services.storage, rateLimit: env.RATE_LIMIT, writer }));
  scheduleSessionCleanup(db);
  schedulePlaybackPruning(db, env.ANALYTICS_RETENTION_DAYS ?? ANALYTICS_RETENTION_DAYS_DEFAULT);

  const api = new Hono<{ Variables: AppVariables }>();
  api.use('*', requireUser(auth));
  api.route('/profile', profileRoutes(db));
  api.route('/projects', projectRoutes(db));
  api.route('/projects', documentRoutes({ db, storage: services.storage, extract: services.extractDocument }));
  api.route('/projects', projectAssetRoutes(db, services.storage));
  api.route('/projects', projectMusicRoutes(db, services.storage));
  api.route('/projects', projectRenderRoutes({ db, queue: services.queue, allowance: allowancePort(db) }));
  api.route('/projects', projectVideoRoutes(db));
  api.route('/projects', projectAnalyticsRoutes(db));
  api.route('/projects', knowledgeRoutes(db));
  api.route('/projects', translationRoutes({ db, translator: services.translator ?? null }));
  api.route('/translation', translationStatusRoutes({ db, translator: services.translator ?? null }));
  api.route('/videos', shareOwnerRoutes(db, env.publicUrl));
  api.route('/renders', renderRoutes(db));
  api.route('/videos', videoFileRoutes(db, services.storage));
  api.route('/videos', scormRoutes(db, services.storage));
  api.route('/assets', assetFileRoutes(db, services.storage));
  api.route('/images', imageRoutes(services.imageSearch));
  api.route('/avatars', avatarRoutes());
  api.route('/music', musicRoutes());
  if (services.speech) api.route('/tts', ttsRoutes(services.speech, { translation: translationLanguages(services.translator) }));
  // Decision 141: translating needs the admin's language-conversion switch and a remaining quota.
  api.use('/ai/translate', requireLanguageConversion(db));
  api.route(
    '/ai',
    aiRoutes(db, services.textGenerator, {
      allowPrivateUrls: env.ALLOW_PRIVATE_URLS,
      rateLimit: env.RATE_LIMIT,
      videoNotes: services.videoNotes,
      translator: services.translator ?? null,
    }),
  );
  api.route('/allowance', allowanceRoutes(db));
  api.route('/admin', adminRoutes(db, { mailer, publicUrl: env.publicUrl }));
  app.route('/api', api);
  app.all('/api/*', () => {
    throw notFound('Not found');
  });

  app.route('/', shareHtmlRoutes({ db, webDist, publicUrl: env.publicUrl }));
  app.route('/', spaRoutes(webDist));
  return { app, auth, mailboxKey };
}
