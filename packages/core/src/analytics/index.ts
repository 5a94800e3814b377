export * from './playback-aggregate';
export * from './playback-events';
