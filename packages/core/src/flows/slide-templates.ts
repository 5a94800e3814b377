/** Spec 001 §3 "Slide template" table. */
export const SLIDE_TEMPLATE_IDS = ['title-slide', 'bullet-points', 'focus-quote', 'split-content'] as const;
export type SlideTemplateId = (typeof SLIDE_TEMPLATE_IDS)[number];

export interface SlideTemplate {
  id: SlideTemplateId;
  name: string;
  description: string;
  icon: string;
  /** true, or 'dynamic' (decided from the slide's content, spec 001 §4 "Avatar visibility"). */
  avatarVisible: true | 'dynamic';
  avatarPosition: 'none' | 'right' | 'bottom-right' | 'center';
  contentOptimization: string;
  idealContentTypes: string[];
  recommendedDuration: { min: number; max: number };
  fixedDuration: number;
  /** Whether the slide drawing shows the slide's contextual image (packages/slides layout: content slides only). */
  drawsImage: boolean;
}

export const SLIDE_TEMPLATES: Record<SlideTemplateId, SlideTemplate> = {
  'title-slide': {
    id: 'title-slide',
    name: 'Title Slide',
    description: 'Opens the video with the title and a one-line promise.',
    icon: 'title',
    avatarVisible: 'dynamic',
    avatarPosition: 'center',
    contentOptimization: 'A short, strong title and subtitle',
    idealContentTypes: ['introduction', 'section opener'],
    recommendedDuration: { min: 5, max: 15 },
    fixedDuration: 10,
    drawsImage: false,
  },
  'bullet-points': {
    id: 'bullet-points',
    name: 'Content Slide',
    description: 'A heading with up to five key points and an illustration.',
    icon: 'list',
    avatarVisible: true,
    avatarPosition: 'right',
    contentOptimization: 'Three to five concise key points',
    idealContentTypes: ['explanation', 'steps', 'facts'],
    recommendedDuration: { min: 15, max: 45 },
    fixedDuration: 25,
    drawsImage: true,
  },
  'focus-quote': {
    id: 'focus-quote',
    name: 'Key Message',
    description: 'One message, large, to make it stick.',
    icon: 'quote',
    avatarVisible: 'dynamic',
    avatarPosition: 'center',
    contentOptimization: 'A single memorable sentence',
    idealContentTypes: ['key takeaway', 'quote', 'rule'],
    recommendedDuration: { min: 8, max: 20 },
    fixedDuration: 15,
    drawsImage: false,
  },
  'split-content': {
    id: 'split-content',
    name: 'Comparison',
    description: 'Two columns side by side: before and after, do and don’t, option A and B.',
    icon: 'columns',
    avatarVisible: true,
    avatarPosition: 'bottom-right',
    contentOptimization: 'Two titled columns of short points',
    idealContentTypes: ['comparison', 'pros and cons', 'before and after'],
    recommendedDuration: { min: 20, max: 40 },
    fixedDuration: 30,
    drawsImage: false,
  },
};

/** Spec 001 §9: a new slide's default duration is its template's fixed duration (30 s fallback). */
export const defaultSlideDuration = (templateId: string) => SLIDE_TEMPLATES[templateId as SlideTemplateId]?.fixedDuration ?? 30;

/**
 * Only templates whose drawing shows a picture offer an image choice: a picture chosen for a
 * title, key message or comparison slide would be stored and never seen.
 */
export const templateDrawsImage = (templateId: string) => SLIDE_TEMPLATES[templateId as SlideTemplateId]?.drawsImage ?? false;

/** Spec 001 §4 "Avatar visibility per slide": phrases that make a title or quote slide show the presenter. */
const INTRODUCTION_PHRASES = ["hi, i'm", 'welcome', 'let me introduce', 'i will', 'my name is'];

export function avatarVisibleFor(templateId: string, content: string): boolean {
  const template = SLIDE_TEMPLATES[templateId as SlideTemplateId];
  if (template && template.avatarVisible === true) return true;
  if (templateId === 'title-slide' || templateId === 'focus-quote') {
    const text = content.toLowerCase();
    return INTRODUCTION_PHRASES.some((p) => text.includes(p));
  }
  return true;
}
