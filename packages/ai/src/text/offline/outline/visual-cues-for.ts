import type { PlannedSlide } from '../../outline-plan';

export function visualCuesFor(templateId: PlannedSlide['templateId'], title: string, keyword: string, extra?: string): string[] {
  switch (templateId) {
    case 'title-slide':
      return [`Bold title “${title}” over a ${keyword} image`, 'Subtitle fades in below the title'];
    case 'focus-quote':
      return ['The message centred in large type', `Subtle ${keyword} image in the background`];
    case 'split-content':
      return [`Two columns side by side: ${extra ?? 'left and right'}`, `Small ${keyword} illustration`];
    default:
      return ['Key points appear one at a time', `Illustration of ${keyword} beside the points`];
  }
}
