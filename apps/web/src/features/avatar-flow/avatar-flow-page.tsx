import type { Project } from '@lectern/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button, ButtonLink } from '@/components/button';
import { Card } from '@/components/card';
import { FullPageSpinner } from '@/components/spinner';
import { api } from '@/lib/api-client';

/**
 * /project/{id}/avatar-flow: presenter videos are not part of this release (docs/decisions/006),
 * so the page says so and offers to continue the project as a video without avatar.
 */
export function AvatarFlowPage({ projectId }: { projectId: string }) {
  const navigate = useNavigate();
  const project = useQuery({
    queryKey: ['project', projectId],
    queryFn: () => api<{ project: Project }>(`/api/projects/${projectId}`).then((r) => r.project),
    retry: false,
  });
  const switchFlow = useMutation({
    mutationFn: () => api(`/api/projects/${projectId}`, { method: 'PATCH', body: { flow_type: 'native' } }),
    onSuccess: () => navigate(`/project/${projectId}/native-flow`),
  });

  if (project.isPending) return <FullPageSpinner label="Loading project…" />;
  if (project.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold text-ink">Project not found</h1>
        <ButtonLink to="/dashboard" className="mt-6">
          Return to Dashboard
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">{project.data.name}</p>
      <h1 className="mt-1 text-3xl font-bold text-ink">Video with Avatar</h1>
      <Card className="mt-6 space-y-4 p-6">
        <p className="text-ink">Presenter videos are not available on this installation yet.</p>
        <p className="text-sm text-ink-muted">
          You can make this project a narrated slide video instead: Lectern writes the outline and the script, designs the slides and records the voice-over.
          Your documents and settings carry over.
        </p>
        {switchFlow.isError && <Alert tone="error">Failed to update project: {switchFlow.error.message}</Alert>}
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => switchFlow.mutate()} busy={switchFlow.isPending} busyLabel="Switching…">
            Continue as Video without Avatar
          </Button>
          <ButtonLink to="/dashboard" variant="secondary">
            Back to Dashboard
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
