export * from './playback-aggregate';
export * from './playback-events';
export * from './playback-report';
