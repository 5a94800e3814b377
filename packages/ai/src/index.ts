export { type ChunkOptions, chunkPages, type TextChunk } from './documents/chunk-pages';
export { DOCUMENT_ERROR_MESSAGES, type DocumentErrorCode, DocumentExtractionError } from './documents/document-errors';
export { DOCUMENT_LIMITS } from './documents/document-limits';
export { extractDocument } from './documents/extract-document';
export { extractDocumentIsolated, type IsolationLimits } from './documents/extract-isolated';
export { DOCUMENT_KINDS, type DocumentKind, type ExtractedDocument, extractedDocumentSchema } from './documents/extracted-document';
export { DOCUMENT_PAGE_SEPARATOR, type DocumentTree, nodeText, sectionTitles, type TreeNode } from './documents/tree/document-tree';
export { documentTreeSchema } from './documents/tree/document-tree-schema';
export { readBriefSteering } from './text/brief-steering';
export { createCloudTextGenerator } from './text/cloud/cloud-generator';
export { type GeminiConfig, geminiCompletion } from './text/cloud/gemini-completion';
export { type OpenAiConfig, openAiCompletion } from './text/cloud/openai-completion';
export { createTextGenerator, DEFAULT_AI_MODEL, DEFAULT_GEMINI_MODEL, type TextGeneratorOptions } from './text/create-text-generator';
export { createOfflineTextGenerator } from './text/offline/offline-generator';
export { SCRIPT_BUDGET_TOLERANCE, scriptWordRange } from './text/offline/offline-scripts';
export { composeOutline, type PlannedSlide, placeholderContent, planOutline } from './text/outline-plan';
export {
  ATTRIBUTION_SHARE,
  briefFraming,
  contentWords,
  framingIn,
  isAttributable,
  isInstruction,
  leansOnEarlierSentence,
  looksLikeCode,
  type PointProblem,
  type PointRule,
  pointProblems,
  sharedContentShare,
} from './text/point-checks';
export { type SlideKeywordsInput, type SlideWords, slideKeywords, slideKeywordsInputSchema, slideWordsSchema } from './text/slide-keywords';
export { joinSupportingMaterials, type SupportingDocument, type WithSupportingDocuments } from './text/supporting-materials';
export * from './text/text-generator';
export { aiTranslator, batchTranslatePrompt } from './translate/ai-translator';
export { createTranslator } from './translate/create-translator';
export { libreTranslateCandidates, libreTranslateCode, localesForLibreTranslate } from './translate/libretranslate-locales';
export { type LibreTranslateConfig, libreTranslateTranslator } from './translate/libretranslate-translator';
export * from './translate/translator';
export { checkedAddresses, hostIsPrivate, isPrivateAddress } from './web/address-guard';
export { ARTICLE_LIMITS, ARTICLE_MESSAGES, type Article, ArticleFetchError, type FetchArticleOptions, fetchArticle } from './web/fetch-article';
export { GuardedFetchError, type GuardedFetchFailure, type GuardedFetchOptions, type GuardedResponse, guardedFetch } from './web/guarded-fetch';
export { geminiVideoNotes, type VideoNotesReader, videoNotesFromEnv } from './web/video-gemini';
export { readVideoLink } from './web/video-link-reader';
export { type FetchVideoTranscriptOptions, fetchVideoTranscript, VideoLinkError, type VideoTranscript } from './web/video-transcript';
