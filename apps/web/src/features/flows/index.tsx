export { AvatarFlowPage, type AvatarFlowPageProps } from './components/avatar-flow-page';
export type { ConfirmDialogProps } from './components/generate-step';
export { NativeFlowPage, type NativeFlowPageProps } from './components/native-flow-page';
export { SelectFlowPage } from './components/select-flow-page';
