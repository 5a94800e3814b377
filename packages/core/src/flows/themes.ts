/**
 * How a theme moves between slides (issue 21 item 2, decision 171): each slide fades in from the
 * theme's background colour and out to it, `seconds` being the whole change from one slide to the
 * next (half at the end of one, half at the start of the other), inside the slides' own time.
 */
export interface SlideTransition {
  kind: 'fade';
  /** 0.3–0.6 s (SLIDE_TRANSITION_SECONDS). */
  seconds: number;
}

/** Issue 21 item 2: a transition between slides lasts 0.3–0.6 s. */
export const SLIDE_TRANSITION_SECONDS = { min: 0.3, max: 0.6 } as const;

/** Spec 001 §3 "Theme": twelve themes, corporate-blue the default. */
export interface Theme {
  id: string;
  name: string;
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  textColor: string;
  backgroundColor: string;
  gradientStart: string;
  gradientEnd: string;
  /** Decision 171: the theme's transition between slides. */
  transition: SlideTransition;
}

const theme = (
  id: string,
  name: string,
  primaryColor: string,
  secondaryColor: string,
  accentColor: string,
  textColor: string,
  backgroundColor: string,
  gradientStart: string,
  gradientEnd: string,
  transitionSeconds: number,
): Theme => ({
  id,
  name,
  primaryColor,
  secondaryColor,
  accentColor,
  textColor,
  backgroundColor,
  gradientStart,
  gradientEnd,
  transition: { kind: 'fade', seconds: transitionSeconds },
});

// The last figure is the transition's seconds: lively themes change quickly, calm ones slowly (decision 171).
export const THEMES: readonly Theme[] = [
  theme('corporate-blue', 'Corporate Blue', '#1e40af', '#3b82f6', '#f59e0b', '#0f172a', '#ffffff', '#1e3a8a', '#2563eb', 0.5),
  theme('professional-green', 'Professional Green', '#166534', '#22c55e', '#facc15', '#052e16', '#ffffff', '#14532d', '#16a34a', 0.5),
  theme('modern-purple', 'Modern Purple', '#6d28d9', '#a78bfa', '#f472b6', '#1e1b4b', '#ffffff', '#4c1d95', '#7c3aed', 0.4),
  theme('elegant-gray', 'Elegant Gray', '#374151', '#9ca3af', '#d97706', '#111827', '#f9fafb', '#1f2937', '#4b5563', 0.6),
  theme('vibrant-orange', 'Vibrant Orange', '#c2410c', '#fb923c', '#0ea5e9', '#1c1917', '#fffbf5', '#9a3412', '#ea580c', 0.3),
  theme('ocean-teal', 'Ocean Teal', '#0f766e', '#2dd4bf', '#f97316', '#042f2e', '#ffffff', '#134e4a', '#0d9488', 0.5),
  theme('sunset-pink', 'Sunset Pink', '#be185d', '#f472b6', '#f59e0b', '#500724', '#fff7fb', '#9d174d', '#db2777', 0.4),
  theme('forest-emerald', 'Forest Emerald', '#047857', '#34d399', '#fbbf24', '#022c22', '#ffffff', '#064e3b', '#059669', 0.5),
  theme('midnight-indigo', 'Midnight Indigo', '#3730a3', '#818cf8', '#22d3ee', '#e0e7ff', '#0f0d2e', '#1e1b4b', '#312e81', 0.6),
  theme('warm-amber', 'Warm Amber', '#b45309', '#fbbf24', '#0f766e', '#1c1917', '#fffdf5', '#92400e', '#d97706', 0.5),
  theme('cool-cyan', 'Cool Cyan', '#0e7490', '#22d3ee', '#e11d48', '#083344', '#ffffff', '#155e75', '#0891b2', 0.4),
  theme('royal-gold', 'Royal Gold', '#713f12', '#eab308', '#7c3aed', '#1c1917', '#fffef7', '#422006', '#a16207', 0.6),
];

export const DEFAULT_THEME_ID = 'corporate-blue';

export const themeById = (id: string | undefined | null): Theme => THEMES.find((t) => t.id === id) ?? (THEMES[0] as Theme);
