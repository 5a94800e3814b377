export { SelectFlowPage } from './components/select-flow-page';
export { NativeFlowPage, type NativeFlowPageProps } from './components/native-flow-page';
export type { ConfirmDialogProps } from './components/generate-step';

/** The avatar wizard (spec 001 §2 "Wizard for video with avatar") is built separately. */
export function AvatarFlowPage(_props: { projectId: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">Video with Avatar</h1>
    </div>
  );
}
