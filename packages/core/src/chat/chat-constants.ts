/** Spec 000 §9 "business constants" for chat mode, the share page and chat sessions. */
export const EMBEDDING_POLL_INTERVAL_MS = 2000;
export const EMBEDDING_POLL_MAX_MS = 10 * 60 * 1000;
export const CHAT_SESSION_LIFETIME_MS = 4 * 60 * 60 * 1000;
export const CHAT_SESSION_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
export const MAX_SESSION_TOPICS = 5;
/** Spec 000 §7: GET …/search-suggestions?limit=5. */
export const DEFAULT_SUGGESTION_LIMIT = 5;
/** A question longer than this is not a question about a training video. */
export const MAX_CHAT_MESSAGE_LENGTH = 1000;

export const EMBEDDINGS_STATUSES = ['none', 'processing', 'completed', 'failed'] as const;
export type EmbeddingsStatus = (typeof EMBEDDINGS_STATUSES)[number];

export interface EmbeddingStats {
  totalChunks: number;
  chunksWithEmbeddings: number;
  /** 0–100. */
  embeddingProgress: number;
}

/** Spec 000 §8 texts for chat mode, sharing and the assistant. */
export const CHAT_MESSAGES = {
  toggleFailed: 'Failed to toggle conversational mode',
  embeddingsFailed: 'Embedding generation failed. Try regenerating.',
  shareFailed: 'Failed to generate share link',
  shareNotFound: 'Video not found or no longer available',
  invalidShareLink: 'Invalid share link',
  viewNotCounted: 'This view could not be counted. Please reload the page.',
  /** What a link preview says when the owner left the description empty (Open Graph og:description). */
  shareDefaultDescription: 'A narrated training video made with Lectern. Watch it and ask the assistant about its materials.',
  shareSaved: 'Share details saved',
  loadVideoFailed: 'Failed to load video',
  answerError: 'Sorry, I encountered an error processing your question. Please try again.',
  unavailable: 'Assistant temporarily unavailable. Please refresh the page to try again.',
  inputLabel: 'Ask a question about the training materials...',
  notFoundAnswer: 'I could not find this in the training materials.',
  notAllowed: 'Conversational mode is not enabled for your account. Ask an administrator to switch it on.',
  needsDocument: 'Upload a document and wait for it to finish processing before enabling chat mode.',
  chatModeOff: 'The assistant is not available for this video.',
  notReady: 'The assistant is still reading the training materials. Please try again in a moment.',
} as const;
