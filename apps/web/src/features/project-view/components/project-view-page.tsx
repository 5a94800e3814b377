import { projectPath } from '@lectern/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { ButtonLink } from '@/components/button';
import { Badge, Card } from '@/components/card';
import { ProjectLoadProblem } from '@/components/project-load-problem';
import { FullPageSpinner, Spinner } from '@/components/spinner';
import { useProjectDetails, useProjectDocuments, useProjectVideos, type VideoRecord } from '../api/project-view-api';
import { KnowledgeBase } from './knowledge-base';
import { VideoPanel } from './video-panel';

export interface ProjectViewSlots {
  /** Extra actions beside Download (the share button is composed in by the app). */
  videoActions?: (video: VideoRecord) => ReactNode;
  /** The video's playback analytics, under the video once there is one (issue 22 item 2; composed in by the app). */
  analytics?: ReactNode;
  /** Sections under the knowledge base (chat mode). */
  extraSections?: ReactNode;
}

/** Spec 000 §2 "Project view (completed projects)". */
export function ProjectViewPage({ projectId, videoActions, analytics, extraSections }: { projectId: string } & ProjectViewSlots) {
  const project = useProjectDetails(projectId);
  const found = project.isSuccess;
  const videos = useProjectVideos(projectId, found);
  const documents = useProjectDocuments(projectId, found);

  if (project.isPending) return <FullPageSpinner label="Loading project…" />;
  if (project.data === undefined) return <ProjectLoadProblem error={project.error} onRetry={() => void project.refetch()} retrying={project.isFetching} />;

  const p = project.data;
  const latest = videos.data?.videos[0];
  // The wizard of this project's flow: for a finished project it opens on its last step, where the video is rendered again.
  const wizard = projectPath({ ...p, status: 'in_progress' });
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link to="/projects" className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand hover:text-brand-hover hover:underline">
        <span aria-hidden="true">←</span> All projects
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold text-ink sm:text-3xl">{p.name}</h1>
            {p.status === 'completed' && <Badge tone="success">Completed</Badge>}
          </div>
          <p className="mt-1 text-ink-muted">{p.purpose}</p>
        </div>
        <ButtonLink to={wizard} variant="secondary" className="w-full sm:w-auto">
          Edit and re-render
        </ButtonLink>
      </header>
      {videos.isPending ? (
        <Card className="flex aspect-video items-center justify-center text-brand">
          <Spinner size="lg" label="Loading video…" />
        </Card>
      ) : videos.isError ? (
        <Alert tone="error">{videos.error.message}</Alert>
      ) : latest ? (
        <VideoPanel
          projectId={projectId}
          videos={videos.data.videos}
          currentContentKey={videos.data.contentKey}
          shareDefaults={{ title: p.name, description: p.purpose ?? '' }}
          actions={videoActions?.(latest)}
        />
      ) : (
        <Card className="p-10 text-center">
          <h2 className="text-lg font-semibold text-ink">No Videos Found</h2>
          <p className="mt-1 text-sm text-ink-muted">This project has no finished video yet.</p>
          <ButtonLink to={wizard} className="mt-4">
            Continue editing
          </ButtonLink>
        </Card>
      )}
      {latest && analytics}
      {documents.isSuccess && <KnowledgeBase projectId={projectId} documents={documents.data} />}
      {extraSections}
    </div>
  );
}
