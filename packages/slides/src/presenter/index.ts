export { drawPresenter } from './draw-presenter';
export { portraitFrame, presenterMouthRect } from './presenter-geometry';
