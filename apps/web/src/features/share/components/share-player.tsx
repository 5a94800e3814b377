import { captionLanguage } from '@lectern/core';
import { type CSSProperties, type RefObject, useRef } from 'react';
import { playerShapeOf, type ShareRecord } from '../api/share-api';
import { useQuizStops } from '../hooks/use-quiz-stops';
import { ShareQuiz } from './share-quiz';

const NO_QUIZZES: never[] = [];

/**
 * The shared video in its own shape (16:9, 9:16 or 1:1) with its captions and chapters tracks.
 * `fill`: as large as the frame allows (the embed), else the page's width, never taller than
 * most of the screen (a vertical video would otherwise run far below the fold).
 */
export function SharePlayer({
  slug,
  record,
  fill = false,
  videoRef,
  onQuizAnswer,
}: {
  slug: string;
  record: ShareRecord;
  fill?: boolean;
  /** The page's handle on the video, for its playback events (decision 182). */
  videoRef?: RefObject<HTMLVideoElement | null>;
  onQuizAnswer?: (quizId: string, answers: number[]) => void;
}) {
  const { width, height } = playerShapeOf(record);
  // The narration's language names the caption track (docs/decisions/140).
  const captions = captionLanguage(record.captionsLanguage);
  const style: CSSProperties = fill ? {} : { aspectRatio: `${width} / ${height}`, maxWidth: `calc(80vh * ${width} / ${height})` };
  const ownVideo = useRef<HTMLVideoElement>(null);
  const video = videoRef ?? ownVideo;
  // Decision 175: the video stops at each quiz question until the viewer answers or skips it.
  const quiz = useQuizStops(video, record.quizzes ?? NO_QUIZZES);
  // In the embed the question covers the stopped video; on the page it sits under it, where a phone has room for it.
  const active = quiz.active;
  const question = active && (
    <ShareQuiz key={active.id} quiz={active} onDone={quiz.resume} onAnswer={(answers) => onQuizAnswer?.(active.id, answers)} overlay={fill} />
  );
  return (
    <>
      <div className={`relative ${fill ? 'h-full w-full' : 'mx-auto w-full'}`} style={style} data-shape={`${width}x${height}`}>
        <video
          ref={video}
          src={record.videoUrl}
          controls
          playsInline
          preload="metadata"
          width={width}
          height={height}
          className={fill ? 'h-full w-full bg-black object-contain' : 'h-full w-full rounded-card bg-slate-900'}
          aria-label={record.title}
        >
          {/* The share record keeps to spec 000 §3's fields, so the public captions address comes from the slug.
            Captions burned into the picture are not shown a second time by the player. */}
          <track
            kind="captions"
            srcLang={captions.code}
            label={captions.label}
            default={!record.burnedCaptions}
            src={`/api/share/${encodeURIComponent(slug)}/captions.vtt`}
          />
          {record.chaptersUrl && <track kind="chapters" srcLang={captions.code} label="Chapters" src={record.chaptersUrl} />}
        </video>
        {fill && question}
      </div>
      {!fill && question}
    </>
  );
}
