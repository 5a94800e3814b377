/**
 * Slide typography. The browser loads these faces through @fontsource CSS and the server
 * registers the same woff2 files, so preview and final frames measure and wrap identically.
 */
export const FONT_FAMILIES = {
  /** Titles, points, labels. */
  sans: 'Inter',
  /** The focus-quote message. */
  serif: 'Merriweather',
} as const;

export type FontFamilyKey = keyof typeof FONT_FAMILIES;

export interface FontFace {
  family: FontFamilyKey;
  weight: 400 | 500 | 600 | 700 | 800;
  style?: 'normal' | 'italic';
}

/** The faces the slides use (the server registers them, the browser awaits them before drawing). */
export const SLIDE_FONT_FACES: readonly FontFace[] = [
  { family: 'sans', weight: 400 },
  { family: 'sans', weight: 500 },
  { family: 'sans', weight: 600 },
  { family: 'sans', weight: 700 },
  { family: 'sans', weight: 800 },
  { family: 'serif', weight: 400, style: 'italic' },
  { family: 'serif', weight: 700 },
];

const FALLBACK: Record<FontFamilyKey, string> = {
  sans: 'system-ui, sans-serif',
  serif: 'Georgia, serif',
};

/** CSS font shorthand understood by both the DOM canvas and @napi-rs/canvas. */
export function cssFont(face: FontFace, size: number): string {
  const style = face.style === 'italic' ? 'italic ' : '';
  return `${style}${face.weight} ${Math.round(size * 100) / 100}px ${FONT_FAMILIES[face.family]}, ${FALLBACK[face.family]}`;
}
