import { readFileSync } from 'node:fs';
import { SCORM_COMPLETION_THRESHOLD, type ScormVersion } from '@lectern/core';
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
}

/**
 * index.html of an LMS package: the video in its own shape (16:9, 9:16 or 1:1) as large as the LMS
 * frame allows, its captions and chapters tracks, the product's name in small print and nothing
 * fetched from outside the package (LMSs often run offline or behind strict policies).
 */
export function scormPlayerPage({ version, title, video, captions, chapters }: PlayerPageInput): string {
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
    </style>
  </head>
  <body data-scorm-version="${version}" data-completion-threshold="${SCORM_COMPLETION_THRESHOLD}" data-duration="${duration}">
    <main class="player">
      <video id="lectern-video" controls playsinline preload="metadata" aria-label="${name}" width="${width}" height="${height}">
        <source src="${escapeHtml(video.file)}" type="${escapeHtml(video.mime)}">${tracks}
      </video>
    </main>
    <p class="made-with">Made with Lectern</p>
    <script src="scorm.js"></script>
  </body>
</html>
`;
}
