export * from './playback-aggregate';
export * from './playback-batches';
export * from './playback-events';
export * from './playback-report';
export * from './question-groups';
