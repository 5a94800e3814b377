import { CHAT_MESSAGES } from '@lectern/core';
import { escapeHtml } from '../http/escape-html';
import { builtIndexHtml } from '../web/built-index-html';

/**
 * The SPA's index.html with Open Graph tags for one shared video, so links unfurl with the title,
 * description and first slide. Returns null when the SPA is not built.
 */
export function shareHtmlRenderer(distDir: string) {
  const indexHtml = builtIndexHtml(distDir);
  return (meta: {
    title: string;
    description: string | null;
    url: string;
    image: string;
    video: string;
    /** The video's frame (issue 14); the thumbnail has the same size. 1920×1080 when absent. */
    width?: number;
    height?: number;
    videoType?: string;
  }) => {
    const template = indexHtml();
    if (!template) return null;
    const description = meta.description?.trim() || CHAT_MESSAGES.shareDefaultDescription;
    const { width = 1920, height = 1080 } = meta;
    const tags = [
      ['og:type', 'video.other'],
      ['og:title', meta.title],
      ['og:description', description],
      ['og:url', meta.url],
      ['og:image', meta.image],
      ['og:image:width', String(width)],
      ['og:image:height', String(height)],
      ['og:video', meta.video],
      ['og:video:type', meta.videoType ?? 'video/webm'],
      ['og:video:width', String(width)],
      ['og:video:height', String(height)],
      ['og:site_name', 'Lectern'],
    ]
      .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content ?? '')}" />`)
      .concat(`<meta name="twitter:card" content="summary_large_image" />`, `<meta name="description" content="${escapeHtml(description)}" />`)
      .join('\n    ');
    // Replacement functions, not strings: in a replacement string `$&`, `$'` and `` $` `` are
    // patterns (ECMA-262 GetSubstitution), and the title is the sharer's own text.
    const title = `<title>${escapeHtml(meta.title)} · Lectern</title>`;
    const withTitle = template.replace(/<title>[^<]*<\/title>/, () => title);
    return withTitle.replace('</head>', () => `    ${tags}\n  </head>`);
  };
}
