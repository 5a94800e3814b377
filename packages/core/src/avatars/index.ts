export * from './avatar-generation';
export * from './azure-avatar-constants';
export * from './presenter-pose';
export * from './presenter-timeline';
export * from './presenter-visibility';
export * from './presenters';
export * from './visemes';
