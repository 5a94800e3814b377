export { drawPresenter } from './draw-presenter';
export { portraitFrame, presenterFaceRect, presenterMouthRect } from './presenter-geometry';
