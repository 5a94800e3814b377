import { captionLanguage } from '@lectern/core';
import { buttonClasses } from '@/components/button';
import { Card } from '@/components/card';
import { formatDateTime } from '@/lib/format-date';
import type { VideoRecord } from '../api/project-view-api';

const mb = (bytes: number | null) => (bytes === null ? '—' : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/** The SubRip file sits beside the WebVTT one: …/captions.vtt → …/captions.srt (docs/decisions/140). */
const srtUrlOf = (captionsUrl: string) => captionsUrl.replace(/\.vtt$/, '.srt');

/** Spec 000 §2 "Project view": the latest video with its facts and actions. */
export function VideoPanel({ video, actions }: { video: VideoRecord; actions?: React.ReactNode }) {
  const track = captionLanguage(video.captions_language);
  return (
    <Card className="overflow-hidden">
      <video
        src={video.public_url}
        controls
        preload="metadata"
        className="aspect-video w-full bg-slate-900"
        aria-label={`Video: ${video.filename ?? 'project video'}`}
      >
        {/* Videos rendered before captions existed have none: a track without a source fails quietly and shows no captions button. */}
        <track kind="captions" srcLang={track.code} label={track.label} default src={video.captions_url ?? undefined} />
      </video>
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between">
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
        <div className="grid grid-cols-1 gap-2 min-[420px]:flex min-[420px]:flex-wrap sm:shrink-0 sm:justify-end">
          <a href={`${video.public_url}?download=1`} download={video.filename ?? undefined} className={buttonClasses('primary')}>
            Download
          </a>
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
          {actions}
        </div>
      </div>
    </Card>
  );
}
