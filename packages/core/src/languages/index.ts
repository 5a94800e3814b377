export * from './language-list';
export * from './language-providers';
export * from './title-cases';
export * from './translation-cache';
export * from './translation-rules';
