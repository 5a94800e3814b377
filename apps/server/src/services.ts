import type { TextGenerator, Translator, VideoNotesReader } from '@lectern/ai';
import type { SpeechProvider } from '@lectern/media';
import type { DocumentExtractor } from './documents/document-use-cases';
import type { ImageSearch } from './images/image-search';
import type { JobQueue } from './jobs/job-queue';
import type { FileStorage } from './storage/file-storage';

/** The platform the API uses, built once in main.ts (or with fakes in tests). */
export interface Services {
  storage: FileStorage;
  queue: Pick<JobQueue, 'sendRender'>;
  extractDocument: DocumentExtractor;
  imageSearch: ImageSearch;
  textGenerator: TextGenerator;
  /** With AI_PROVIDER=gemini: reads a YouTube video without captions by watching it (spec 001 §7 process-youtube). */
  videoNotes?: VideoNotesReader | null;
  speech?: SpeechProvider;
  /** TRANSLATE_PROVIDER's translator (decision 141); absent or null: narration stays in English. */
  translator?: Translator | null;
}
