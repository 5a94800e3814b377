import { APP_NAME, CHAT_MESSAGES, EMBEDDING_POLL_MAX_MS, isShareSlug } from '@lectern/core';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Logo } from '@/components/logo';
import { FullPageSpinner } from '@/components/spinner';
import { formatDate } from '@/lib/format-date';
import { trackView, useShare } from '../api/share-api';
import { useInFrame } from '../hooks/use-in-frame';
import { usePlaybackEvents } from '../hooks/use-playback-events';
import { useViewerSession } from '../hooks/use-viewer-session';
import { ChatButton } from './chat-button';
import { LeavingLink } from './leaving-link';
import { SharePlayer } from './share-player';
import { VideoAssistant } from './video-assistant';

/** Spec 000 §9: shared video duration shown as seconds or minutes. */
const duration = (s: number | null) => (s === null ? null : s < 60 ? `${Math.round(s)} seconds` : `${Math.round(s / 60)} min`);

/** Spec 000 §2 "Shared video page (/share/{slug})". */
export function SharePage() {
  const { slug = '' } = useParams();
  const [pollUntil] = useState(() => Date.now() + EMBEDDING_POLL_MAX_MS);
  const share = useShare(slug, pollUntil);
  // ?embed=1: the page inside another site's iframe (decision 147).
  const [search] = useSearchParams();
  const embed = search.get('embed') === '1';
  // In someone else's frame every link that leaves the player opens a new tab (issue 19 item 4).
  const framed = useInFrame() || embed;
  const viewer = useViewerSession();
  const [chatOpen, setChatOpen] = useState(false);
  const counted = useRef<string | null>(null);
  /** The count once this view is tracked: the first viewer reads "1 view", not "0 views". */
  const [viewCount, setViewCount] = useState<number | null>(null);
  const [viewTracked, setViewTracked] = useState(false);
  const found = share.isSuccess;
  // Decision 182: the page and the embed (the same page, framed) report what the viewer watched.
  const video = useRef<HTMLVideoElement>(null);
  const playback = usePlaybackEvents(slug, video, found);

  // Spec 000 §7: one view per viewer session once the video is found; failures are ignored.
  useEffect(() => {
    if (!found || counted.current === slug) return;
    counted.current = slug;
    void trackView(slug, viewer).then((count) => {
      setViewCount(count);
      setViewTracked(true);
    });
  }, [found, slug, viewer]);

  const title = share.data?.title;
  useEffect(() => {
    if (title) document.title = `${title} · ${APP_NAME}`;
  }, [title]);

  const project = share.data?.project;
  const chatStatus = project?.conversational_mode ? project.embeddings_status : 'none';
  const assistant = found && chatOpen && chatStatus !== 'none' && (
    <VideoAssistant slug={slug} status={chatStatus} onClose={() => setChatOpen(false)} onAsk={playback.question} />
  );

  if (embed) {
    // The player fills the frame; the title is small and opens the full page; the assistant stays.
    const problem = !isShareSlug(slug)
      ? CHAT_MESSAGES.invalidShareLink
      : share.isError
        ? (share.error as { status?: number }).status === 404
          ? CHAT_MESSAGES.shareNotFound
          : CHAT_MESSAGES.loadVideoFailed
        : null;
    return (
      <div className="relative h-screen w-screen overflow-hidden bg-black text-white">
        {problem ? (
          <div className="flex h-full flex-col items-center justify-center p-4 text-center">
            <h1 className="font-semibold">Video Not Found</h1>
            <p className="mt-1 text-sm text-slate-300">{problem}</p>
          </div>
        ) : !share.data ? (
          <FullPageSpinner label="Loading video…" />
        ) : (
          <>
            <SharePlayer slug={slug} record={share.data} fill videoRef={video} onQuizAnswer={playback.quizAnswer} />
            <LeavingLink
              to={`/share/${encodeURIComponent(slug)}`}
              framed
              plain
              className="absolute top-0 left-0 z-20 max-w-[60%] truncate rounded-br-md bg-black/60 px-2 py-1 text-xs text-white hover:underline"
            >
              {share.data.title}
            </LeavingLink>
            {!chatOpen && <ChatButton status={chatStatus} open={chatOpen} onClick={() => setChatOpen(true)} placement="overlay" />}
          </>
        )}
        {assistant}
      </div>
    );
  }

  return (
    <div className="min-h-screen bg-surface">
      <header className="border-b border-line bg-card">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3 sm:px-6">
          <LeavingLink to="/" framed={framed} plain aria-label="Lectern home">
            <Logo />
          </LeavingLink>
          <LeavingLink to="/signup" framed={framed} size="sm">
            Create Your Own
          </LeavingLink>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 pt-8 pb-28 sm:px-6">
        {/* Spec 000 §8: a link that cannot be a share is "Invalid share link", before any request's answer. */}
        {!isShareSlug(slug) ? (
          <VideoNotFound message={CHAT_MESSAGES.invalidShareLink} framed={framed} />
        ) : share.isPending ? (
          <FullPageSpinner label="Loading video…" />
        ) : share.isError ? (
          <VideoNotFound
            message={(share.error as { status?: number }).status === 404 ? CHAT_MESSAGES.shareNotFound : CHAT_MESSAGES.loadVideoFailed}
            framed={framed}
          />
        ) : (
          <article className="space-y-6">
            <SharePlayer slug={slug} record={share.data} videoRef={video} onQuizAnswer={playback.quizAnswer} />
            <div>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h1 className="min-w-0 text-2xl font-bold text-ink">{share.data.title}</h1>
                {/* Below 768 px it floats over the page (spec 000 §2); from 768 px up it sits here, beside
                    the title, so it never covers the call-to-action panel (docs/decisions/124). */}
                {!chatOpen && <ChatButton status={chatStatus} open={chatOpen} onClick={() => setChatOpen(true)} />}
              </div>
              {share.data.description && <p className="mt-2 text-ink-muted">{share.data.description}</p>}
              <p className="mt-3 flex flex-wrap gap-x-4 text-sm text-ink-subtle">
                {/* Shown once this view is counted (or counting failed), so it includes the person reading it. */}
                {viewTracked && <ViewCount count={Math.max(viewCount ?? 0, share.data.viewCount)} />}
                {duration(share.data.videoDuration) && <span>{duration(share.data.videoDuration)}</span>}
                <span>
                  Shared on <time dateTime={share.data.createdAt}>{formatDate(share.data.createdAt)}</time>
                </span>
              </p>
            </div>
            <section aria-labelledby="share-cta" className="rounded-card bg-brand p-6 text-white">
              <h2 id="share-cta" className="text-xl font-semibold">
                Make videos like this from your own documents
              </h2>
              <p className="mt-1 text-indigo-100">Lectern turns a brief, a PDF or a web page into a narrated slide video in seconds.</p>
              <div className="mt-4 flex flex-wrap gap-3">
                <LeavingLink to="/signup" framed={framed} variant="secondary">
                  Start Creating for Free
                </LeavingLink>
                <LeavingLink to="/login" framed={framed} variant="ghost" className="text-white hover:bg-white/10 hover:text-white">
                  Sign In
                </LeavingLink>
              </div>
            </section>
          </article>
        )}
      </main>
      {assistant}
    </div>
  );
}

function VideoNotFound({ message, framed }: { message: string; framed: boolean }) {
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-semibold text-ink">Video Not Found</h1>
      <p className="mt-2 text-ink-muted">{message}</p>
      <LeavingLink to="/" framed={framed} className="mt-6">
        Go to Homepage
      </LeavingLink>
    </div>
  );
}

function ViewCount({ count }: { count: number }) {
  return (
    <span>
      {count.toLocaleString()} {count === 1 ? 'view' : 'views'}
    </span>
  );
}
