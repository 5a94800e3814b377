/** Spec 000 §2 "Landing page": the navigation bar anchors, in this order. */
export const SECTION_LINKS = [
  { id: 'examples', label: 'Examples' },
  { id: 'features', label: 'Features' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'faq', label: 'FAQ' },
] as const;

export type SectionId = (typeof SECTION_LINKS)[number]['id'];

/** Spec 000 §2: every call-to-action leads to /signup; Sign In leads to /login. */
export const SIGNUP_PATH = '/signup';
export const LOGIN_PATH = '/login';
