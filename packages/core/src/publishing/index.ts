export * from './aspect-ratios';
export * from './chapters';
export * from './loudness';
export * from './music-tracks';
export * from './publish-options';
export * from './scorm';
export * from './video-formats';
export * from './video-quizzes';
