import { GenerationConfirmDialog } from '@/features/allowance';
import { NativeFlowPage } from '@/features/flows';

/** The wizard gets the allowance feature's confirmation dialog from here (features do not import each other). */
export default function NativeFlowRoute({ projectId }: { projectId: string }) {
  return <NativeFlowPage projectId={projectId} ConfirmDialog={GenerationConfirmDialog} />;
}
