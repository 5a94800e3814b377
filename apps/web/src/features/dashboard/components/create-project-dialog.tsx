import { createProjectSchema, PROJECT_FAILURES, PROJECT_PURPOSES } from '@lectern/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { SelectField, TextField } from '@/components/field';
import { ApiError } from '@/lib/api-client';
import { useCreateProject } from '../api/dashboard-api';

type FieldErrors = Partial<Record<'name' | 'purpose', string>>;

/**
 * Spec 000 §2 "Create project modal": Project Name and Purpose / Goal, both required; "Creating..."
 * while busy; an error box. Spec 000 §4: the new project opens at /project/{id}/select-flow.
 */
export function CreateProjectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const [purpose, setPurpose] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateProject();
  const navigate = useNavigate();

  const close = () => {
    if (create.isPending) return;
    setName('');
    setPurpose('');
    setErrors({});
    create.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createProjectSchema.safeParse({ name, purpose });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const project = await create.mutateAsync(parsed.data);
      navigate(`/project/${project.id}/select-flow`);
    } catch {
      // The error box below shows create.error.
    }
  };

  return (
    <Dialog open={open} onClose={close} title="Create Project" description="Name your project and tell us what the video is for.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Project Name"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((x) => ({ ...x, name: undefined }));
          }}
          error={errors.name}
          placeholder="e.g. New starter safety briefing"
          maxLength={120}
          required
          data-autofocus=""
        />
        <SelectField
          label="Purpose / Goal"
          value={purpose}
          onChange={(e) => {
            setPurpose(e.target.value);
            setErrors((x) => ({ ...x, purpose: undefined }));
          }}
          options={PROJECT_PURPOSES}
          placeholder="Select a purpose"
          error={errors.purpose}
          required
        />
        {create.error && <Alert tone="error">Error: {createErrorText(create.error)}</Alert>}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" busy={create.isPending} busyLabel="Creating...">
            Create Project
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Spec 000 §8: creating without a session reads "User not authenticated"; otherwise the server's message. */
const createErrorText = (error: Error) => (error instanceof ApiError && error.status === 401 ? PROJECT_FAILURES.notAuthenticated : error.message);
