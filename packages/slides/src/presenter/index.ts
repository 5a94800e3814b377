export { drawPresenter } from './draw-presenter';
export { presenterMouthRect } from './presenter-geometry';
