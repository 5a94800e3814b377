export * from './chat-constants';
export * from './chat-schemas';
export * from './chat-stop-words';
export * from './chat-suggestions';
export * from './chat-topics';
export * from './share-slug';
