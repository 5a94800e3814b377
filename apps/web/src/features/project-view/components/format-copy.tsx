import { minutesText, VIDEO_FORMATS, type VideoFormat } from '@lectern/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { ProgressMeter } from '@/components/progress-meter';
import { projectVideosQuery } from '@/lib/projects/videos-query';
import { isFinished, type RenderStatus, requestFormatCopy, useLatestRender, useRenderStatus } from '../api/project-view-api';

/** Said aloud "an em-pee-four" but "a web-em": the article follows the sound, not the letter. */
const MAKE_COPY: Record<VideoFormat, string> = { mp4: 'Make an MP4 copy', webm: 'Make a WebM copy' };

/** What the copy costs, as the server decided it (decision 145: the same content in another format is free). */
export const copyMinutesText = (minutes: number | null | undefined) =>
  minutes === 0 ? 'No minutes: same content' : typeof minutes === 'number' ? `Uses ${minutesText(minutes)}` : null;

/** Said before the click: a copy is free only while the project still shows what this video shows. */
export const copyCostHint = (sameContent: boolean | null, label: string) =>
  sameContent === false
    ? `The project has changed since this video, so the ${label} is made from the edited project and uses minutes.`
    : sameContent === true
      ? 'Free: the project is unchanged since this video.'
      : 'Free while the slides, narration and options are unchanged.';

/**
 * Issue 14 "switchable on the project view": makes the latest video again in the other format and
 * follows it; the finished copy joins the video's downloads.
 */
export function FormatCopy({
  projectId,
  format,
  sameContent = null,
}: {
  projectId: string;
  format: VideoFormat;
  /** Whether the project as saved now is what this video shows (decision 145); null when unknown. */
  sameContent?: boolean | null;
}) {
  const client = useQueryClient();
  const [render, setRender] = useState<RenderStatus | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A copy in this format still being made (the page was reloaded) is followed again.
  const latest = useLatestRender(projectId);
  const running = latest.data && !isFinished(latest.data) && latest.data.format === format ? latest.data : null;
  useEffect(() => {
    if (running) setRender((mine) => mine ?? running);
  }, [running]);
  const followed = useRenderStatus(render && !isFinished(render) ? render.id : null);
  const current = followed.data ?? render;
  const label = VIDEO_FORMATS[format].label;

  const done = current?.status === 'completed';
  useEffect(() => {
    if (done) void client.invalidateQueries({ queryKey: projectVideosQuery(projectId).queryKey });
  }, [done, client, projectId]);

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      setRender(await requestFormatCopy(projectId, format));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setStarting(false);
    }
  };

  const minutes = copyMinutesText(current?.minutes);
  if (current && !isFinished(current)) {
    return (
      <div className="w-full space-y-1 sm:w-64" aria-live="polite">
        <ProgressMeter caption={current.step ?? `Making the ${label} copy…`} label={`Making the ${label} copy`} percent={Math.round(current.percent)} />
        {minutes && <p className="text-xs text-ink-muted">{minutes}</p>}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-stretch gap-1 min-[420px]:items-start">
      <Button variant="secondary" onClick={() => void start()} busy={starting} busyLabel="Starting…">
        {MAKE_COPY[format]}
      </Button>
      {current?.status === 'failed' && (
        <p role="alert" className="max-w-xs text-xs text-danger">
          The {label} copy could not be made. {current.error}
        </p>
      )}
      {current?.status === 'cancelled' && <p className="max-w-xs text-xs text-ink-muted">The {label} copy was cancelled.</p>}
      {error && (
        <p role="alert" className="max-w-xs text-xs text-danger">
          {error}
        </p>
      )}
      {!current && !error && <p className="max-w-xs text-xs text-ink-subtle">{copyCostHint(sameContent, label)}</p>}
    </div>
  );
}
