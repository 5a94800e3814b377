/** Spec 000 §9 timing and layout constants used by the interface. */
export const TOAST_DURATION_MS = 5000;
export const COPIED_CONFIRMATION_MS = 2000;
export const MOBILE_BREAKPOINT_PX = 768;
export const RECENT_PROJECTS_COUNT = 5;
/** Spec 000 §9: auth client ticks every 30 s with a margin of 3 ticks. */
export const AUTH_TICK_MS = 30_000;
export const AUTH_REFRESH_MARGIN_TICKS = 3;
