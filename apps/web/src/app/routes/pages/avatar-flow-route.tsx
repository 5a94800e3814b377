import { GenerationConfirmDialog } from '@/features/allowance';
import { AvatarFlowPage } from '@/features/flows';

/** The avatar wizard gets the allowance feature's confirmation dialog from here (features do not import each other). */
export default function AvatarFlowRoute({ projectId }: { projectId: string }) {
  return <AvatarFlowPage projectId={projectId} ConfirmDialog={GenerationConfirmDialog} />;
}
