import { lazy, Suspense } from 'react';
import { Alert } from '@/components/alert';
import { QueryLoading } from '@/components/query-state';
import { ChatModeSection, ShareLinkButton } from '@/features/knowledge';
import { ProjectViewPage } from '@/features/project-view';

/** Said instead of the analytics when their code cannot be downloaded, so the rest of the page stays. */
function AnalyticsUnavailable() {
  return <Alert tone="error">The analytics could not be loaded. Reload the page to try again.</Alert>;
}

/**
 * The analytics and their chart library are a chunk of their own, fetched only on the project view
 * (issue 22 item 6, decision 183).
 */
const VideoAnalyticsSection = lazy(() =>
  import('@/features/video-analytics').then(
    (m) => ({ default: m.VideoAnalyticsSection }),
    () => ({ default: AnalyticsUnavailable }),
  ),
);

/** Spec 000 §2 "Project view" with the share button, the video's analytics and chat mode composed in. */
export default function ProjectViewRoute({ projectId }: { projectId: string }) {
  return (
    <ProjectViewPage
      projectId={projectId}
      videoActions={(video) => <ShareLinkButton projectId={projectId} video={video} />}
      analytics={
        <Suspense fallback={<QueryLoading label="Loading analytics…" />}>
          <VideoAnalyticsSection projectId={projectId} />
        </Suspense>
      }
      extraSections={<ChatModeSection projectId={projectId} />}
    />
  );
}
