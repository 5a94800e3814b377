export * from './avatar-generation';
export * from './presenter-pose';
export * from './presenters';
