import { readFileSync } from 'node:fs';
import { DEFAULT_SCORM_PASS_MARK, SCORM_COMPLETION_THRESHOLD, type ScormVersion, type VideoQuiz } from '@lectern/core';
import { escapeHtml } from '../http/escape-html';

/** The player's own script (no third-party code): finds the LMS, tracks watched seconds, reports them. */
export const SCORM_SCRIPT = readFileSync(new URL('./player/scorm.js', import.meta.url), 'utf8');

export interface PlayerPageInput {
  version: ScormVersion;
  title: string;
  video: { file: string; mime: string; width: number; height: number; durationSeconds: number | null };
  /** `shown`: switched on when the page opens; off when the words are already burned into the picture. */
  captions: { file: string; language: string; label: string; shown: boolean } | null;
  chapters: { file: string } | null;
  /** The video's quiz questions (decision 175) and the share of right answers that passes, in percent. */
  quizzes?: VideoQuiz[];
  passMark?: number;
}

/** JSON inside <script type="application/json">: "<" escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html of an LMS package: the video in its own shape (16:9, 9:16 or 1:1) as large as the LMS
 * frame allows, its captions and chapters tracks, the product's name in small print and nothing
 * fetched from outside the package (LMSs often run offline or behind strict policies).
 */
export function scormPlayerPage({ version, title, video, captions, chapters, quizzes = [], passMark = DEFAULT_SCORM_PASS_MARK }: PlayerPageInput): string {
  const name = escapeHtml(title.trim() || 'Lectern video');
  const width = Math.max(1, Math.round(video.width));
  const height = Math.max(1, Math.round(video.height));
  const duration = video.durationSeconds && video.durationSeconds > 0 ? String(video.durationSeconds) : '';
  const tracks = [
    captions &&
      `<track kind="captions" src="${escapeHtml(captions.file)}" srclang="${escapeHtml(captions.language)}" label="${escapeHtml(captions.label)}"${captions.shown ? ' default' : ''}>`,
    chapters && `<track kind="chapters" src="${escapeHtml(chapters.file)}" srclang="${escapeHtml(captions?.language ?? 'en')}" label="Chapters">`,
  ]
    .filter(Boolean)
    .map((t) => `\n        ${t}`)
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(captions?.language ?? 'en')}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${name}</title>
    <style>
      html, body { margin: 0; height: 100%; background: #0b0b0f; color: #c9c9d1; font: 12px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; }
      body { display: flex; flex-direction: column; align-items: center; justify-content: center; }
      .player { width: min(100vw, calc((100vh - 28px) * ${width} / ${height})); aspect-ratio: ${width} / ${height}; }
      video { display: block; width: 100%; height: 100%; background: #000; }
      .made-with { margin: 0; height: 28px; line-height: 28px; font-size: 11px; opacity: 0.7; }
      .player { position: relative; }
      .quiz { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; overflow-y: auto; padding: 12px; background: rgba(0, 0, 0, 0.78); font-size: 15px; }
      .quiz-card { width: 100%; max-width: 32rem; border-radius: 12px; padding: 16px 20px; background: #fff; color: #14141a; box-sizing: border-box; }
      .quiz h2 { margin: 0 0 8px; font-size: 12px; letter-spacing: 0.06em; text-transform: uppercase; color: #4338ca; }
      .quiz fieldset { margin: 0; padding: 0; border: 0; }
      .quiz legend { padding: 0; font-weight: 600; font-size: 17px; margin-bottom: 10px; }
      .quiz .hint { margin: 0 0 8px; color: #555; font-size: 13px; }
      .quiz .answer { display: flex; gap: 10px; align-items: flex-start; margin: 6px 0; padding: 8px 10px; border: 1px solid #d4d4dc; border-radius: 8px; cursor: pointer; }
      .quiz .answer.right { border-color: #15803d; background: #dcfce7; }
      .quiz .feedback { margin: 10px 0; }
      .quiz .feedback p { margin: 4px 0 0; }
      .quiz .actions { display: flex; justify-content: flex-end; gap: 8px; }
      .quiz button { font: inherit; padding: 8px 16px; border-radius: 8px; border: 1px solid #c4c4cc; background: #fff; color: #14141a; cursor: pointer; }
      .quiz button.primary { border-color: #4338ca; background: #4338ca; color: #fff; }
      .quiz :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
    </style>
  </head>
  <body data-scorm-version="${version}" data-completion-threshold="${SCORM_COMPLETION_THRESHOLD}" data-pass-mark="${passMark}" data-duration="${duration}">
    <main class="player">
      <video id="lectern-video" controls playsinline preload="metadata" aria-label="${name}" width="${width}" height="${height}">
        <source src="${escapeHtml(video.file)}" type="${escapeHtml(video.mime)}">${tracks}
      </video>
    </main>
    <p class="made-with">Made with Lectern</p>${quizzes.length ? `\n    <script type="application/json" id="lectern-quizzes">${scriptJson(quizzes)}</script>` : ''}
    <script src="scorm.js"></script>
  </body>
</html>
`;
}
