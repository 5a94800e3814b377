export { SelectFlowPage } from './components/select-flow-page';
export { NativeFlowPage, type NativeFlowPageProps } from './components/native-flow-page';
export type { ConfirmDialogProps } from './components/generate-step';

