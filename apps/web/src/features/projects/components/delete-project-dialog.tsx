import type { ProjectListItem } from '@lectern/core';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';

interface DeleteProjectDialogProps {
  project: ProjectListItem | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (project: ProjectListItem) => void;
}

/** Spec 000 §2: the delete confirmation warns that videos, scripts and progress are removed for good. */
export function DeleteProjectDialog({ project, deleting, onCancel, onConfirm }: DeleteProjectDialogProps) {
  return (
    <Dialog
      open={project !== null}
      onClose={deleting ? undefined : onCancel}
      size="sm"
      title="Delete this project?"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={deleting} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => project && onConfirm(project)} busy={deleting} busyLabel="Deleting...">
            Delete Project
          </Button>
        </>
      }
    >
      {project && (
        <div className="space-y-3 text-sm text-ink-muted">
          <p>
            <strong className="text-ink">{project.name}</strong> will be deleted.
          </p>
          <p className="rounded-lg border border-danger/20 bg-danger-soft px-3 py-2 text-danger">
            All of its videos, scripts and progress will be permanently removed. This cannot be undone.
          </p>
        </div>
      )}
    </Dialog>
  );
}
