export { AvatarFlowPage } from './avatar-flow-page';
