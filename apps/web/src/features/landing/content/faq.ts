export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** Spec 000 §2 "Landing page": an FAQ accordion of exactly 5 questions. */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'inputs',
    question: 'What can I turn into a video?',
    answer:
      'Write a short brief, paste text, give a web link, or upload PDF, Word, PowerPoint, plain-text or Markdown files. Lectern reads the material, proposes an outline of slides, writes the narration and lets you edit both before anything is rendered.',
  },
  {
    id: 'offline',
    question: 'Does Lectern need the internet or a cloud account?',
    answer:
      'No. Lectern is self-hosted and works fully offline on one machine: outlines, scripts, narration, presenters and rendering all run locally, and your documents stay on your server. If you want cloud voices, AI writing or stock images, add the provider’s key to the server configuration and they plug in.',
  },
  {
    id: 'speed',
    question: 'How long does it take to make a video?',
    answer:
      'Most people go from document to finished video in a few minutes, most of it spent reviewing the outline and scripts. The render itself takes seconds: each slide is drawn once, narration is cached, and changing one slide only re-renders that slide.',
  },
  {
    id: 'trial',
    question: 'What is included in the free trial?',
    answer:
      'The free trial lets you make videos up to 5 minutes and avatar videos up to 3 minutes, with every theme and export format. No credit card is needed. When you need more minutes, request them from your dashboard and an administrator reviews the request.',
  },
  {
    id: 'sharing',
    question: 'How do viewers watch and ask questions?',
    answer:
      'Share a finished video with a public link. Viewers watch it on a clean page without signing in, and when the assistant is switched on they can ask questions and get answers drawn from the documents you used to make the video.',
  },
];
