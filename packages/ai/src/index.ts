export * from './text/text-generator';
export { createTextGenerator, type TextGeneratorOptions } from './text/create-text-generator';
export { createOfflineTextGenerator } from './text/offline/offline-generator';
export { createCloudTextGenerator } from './text/cloud/cloud-generator';
export { openAiCompletion, type OpenAiConfig } from './text/cloud/openai-completion';
export { geminiCompletion, type GeminiConfig } from './text/cloud/gemini-completion';
export { composeOutline, planOutline, placeholderContent, type PlannedSlide } from './text/outline-plan';
export { scriptWordRange, SCRIPT_BUDGET_TOLERANCE } from './text/offline/offline-scripts';
