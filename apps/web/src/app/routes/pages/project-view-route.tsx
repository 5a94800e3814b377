import { ChatModeSection, ShareLinkButton } from '@/features/knowledge';
import { ProjectViewPage } from '@/features/project-view';

/** Spec 000 §2 "Project view" with the share button and chat mode composed in. */
export default function ProjectViewRoute({ projectId }: { projectId: string }) {
  return (
    <ProjectViewPage
      projectId={projectId}
      videoActions={(video) => <ShareLinkButton projectId={projectId} video={video} />}
      extraSections={<ChatModeSection projectId={projectId} />}
    />
  );
}
