import { captionLanguage } from '@lectern/core';
import { buttonClasses } from '@/components/button';
import { Card } from '@/components/card';
import { formatDateTime } from '@/lib/format-date';
import type { VideoRecord } from '../api/project-view-api';
import { formatLabel, frameOf, videoCopies } from '../model/video-copies';
import { EmbedButton } from './embed-button';
import { FormatCopy } from './format-copy';
import { LmsDownloadMenu } from './lms-download-menu';

const mb = (bytes: number | null) => (bytes === null ? '—' : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/** The SubRip file sits beside the WebVTT one: …/captions.vtt → …/captions.srt (docs/decisions/140). */
const srtUrlOf = (captionsUrl: string) => captionsUrl.replace(/\.vtt$/, '.srt');

/** A vertical or square player stays narrow enough to fit on screen; the card's dark band frames it. */
const PLAYER_WIDTH = { landscape: 'w-full', square: 'mx-auto w-full max-w-[34rem]', portrait: 'mx-auto w-full max-w-[22rem]' } as const;

interface VideoPanelProps {
  projectId: string;
  /** The share link's title and description when the embed code shares the video first. */
  shareDefaults: { title: string; description: string };
  /** The project's videos, newest first: the latest is shown, its copies in other formats offered beside it. */
  videos: VideoRecord[];
  /** What a render of the project as saved now would be (decision 145); null when unknown. */
  currentContentKey?: string | null;
  actions?: React.ReactNode;
}

/** Spec 000 §2 "Project view": the latest video with its facts and actions; issue 14: its shape, formats, LMS package and embed code. */
export function VideoPanel({ projectId, shareDefaults, videos, currentContentKey = null, actions }: VideoPanelProps) {
  const { copies, missing } = videoCopies(videos);
  const video = copies[0] as VideoRecord;
  const track = captionLanguage(video.captions_language);
  const frame = frameOf(video);
  return (
    // Not overflow-hidden: the LMS package list opens over the card's edge; the player band rounds its own corners.
    <Card>
      <div className="overflow-hidden rounded-t-card bg-slate-900">
        <video
          src={video.public_url}
          controls
          preload="metadata"
          className={`block bg-slate-900 ${PLAYER_WIDTH[frame.shape]}`}
          style={{ aspectRatio: `${frame.width} / ${frame.height}` }}
          aria-label={`Video: ${video.filename ?? 'project video'}`}
        >
          {/* Videos rendered before captions existed have none: a track without a source fails quietly and shows no captions button.
              Captions burned into the picture are offered but not switched on, so the words are not shown twice. */}
          <track kind="captions" srcLang={track.code} label={track.label} default={!video.burned_captions} src={video.captions_url ?? undefined} />
          {/* Issue 14: a chapter per slide title, so viewers can jump to a slide; videos made before chapters have none. */}
          {video.chapters_url && <track kind="chapters" srcLang={track.code} label="Slides" src={video.chapters_url} />}
        </video>
      </div>
      {/* Facts above, actions below: with formats, LMS packages, embed and sharing the actions need the full width to wrap. */}
      <div className="flex flex-col gap-4 p-5">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
          <div className="col-span-2 sm:col-span-4">
            <dt className="sr-only">File name</dt>
            <dd className="break-all font-semibold text-ink">{video.filename}</dd>
          </div>
          <div>
            <dt className="text-ink-subtle">Size</dt>
            <dd className="font-medium text-ink">{mb(video.file_size)}</dd>
          </div>
          <div>
            <dt className="text-ink-subtle">Duration</dt>
            <dd className="font-medium text-ink">{video.duration === null ? '—' : `${Math.round(video.duration)} seconds`}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-ink-subtle">Created</dt>
            <dd className="font-medium text-ink">
              <time dateTime={video.created_at}>{formatDateTime(video.created_at)}</time>
            </dd>
          </div>
        </dl>
        {/* On phones the actions share the width evenly instead of wrapping into ragged rows. */}
        <div className="grid grid-cols-1 gap-2 min-[420px]:flex min-[420px]:flex-wrap min-[420px]:items-start">
          {copies.map((copy, i) => (
            <a
              key={copy.id}
              href={`${copy.public_url}?download=1`}
              download={copy.filename ?? undefined}
              className={buttonClasses(i === 0 ? 'primary' : 'secondary')}
            >
              Download {formatLabel(copy.format)}
            </a>
          ))}
          <a href={video.public_url} target="_blank" rel="noreferrer" className={buttonClasses('secondary')}>
            Open in New Tab
          </a>
          {/* The server names the files "<project name>.<language>.srt|vtt"; `download` keeps that name. */}
          {video.captions_url && (
            <>
              <a href={`${srtUrlOf(video.captions_url)}?download=1`} download className={buttonClasses('secondary')}>
                Download captions (SRT)
              </a>
              <a href={`${video.captions_url}?download=1`} download className={buttonClasses('secondary')}>
                Download captions (WebVTT)
              </a>
            </>
          )}
          <LmsDownloadMenu videoId={video.id} />
          <EmbedButton video={video} defaults={shareDefaults} />
          {actions}
          {missing && (
            <FormatCopy
              key={video.id}
              projectId={projectId}
              format={missing}
              sameContent={currentContentKey && video.content_key ? currentContentKey === video.content_key : null}
            />
          )}
        </div>
      </div>
    </Card>
  );
}
