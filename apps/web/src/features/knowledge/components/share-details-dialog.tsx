import { CHAT_MESSAGES } from '@lectern/core';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { TextArea, TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';

export interface ShareDetails {
  title: string;
  description: string;
}

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;

/**
 * The owner edits what others see of a shared video — the title and the description (which starts
 * as the project's purpose) — and sees the link preview (Open Graph card) as it will unfurl in chat
 * apps and social networks, with the same fallback text the share page sends when it is empty.
 */
export function ShareDetailsDialog({
  open,
  initial,
  slug,
  pending,
  error,
  onSave,
  onClose,
}: {
  open: boolean;
  initial: ShareDetails;
  slug: string | null;
  pending: boolean;
  error: string | null;
  onSave: (details: ShareDetails) => void;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [tried, setTried] = useState(false);
  const titleError = tried && !title.trim() ? 'Please give the video a title' : undefined;

  const submit = () => {
    setTried(true);
    if (!title.trim()) return;
    onSave({ title: title.trim(), description: description.trim() });
  };

  return (
    <FormDialog
      open={open}
      title="Share details"
      description="What people see on the share page and in the link preview."
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitLabel="Save"
      busyLabel="Saving…"
    >
      <div className="space-y-4">
        <TextField
          label="Title"
          name="share-title"
          required
          maxLength={TITLE_MAX}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={titleError}
        />
        <TextArea
          label="Description"
          name="share-description"
          rows={3}
          maxLength={DESCRIPTION_MAX}
          hint="Starts as the project's purpose. Leave it empty to use a general description."
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <LinkPreview title={title.trim() || 'Untitled video'} description={description.trim() || CHAT_MESSAGES.shareDefaultDescription} slug={slug} />
      </div>
    </FormDialog>
  );
}

/** The link card as chat apps draw it from the share page's Open Graph tags. */
export function LinkPreview({ title, description, slug }: { title: string; description: string; slug: string | null }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <figure className="max-w-md space-y-2">
      <figcaption className="text-sm font-medium text-ink">Link preview</figcaption>
      <div data-testid="link-preview" className="overflow-hidden rounded-lg border border-line bg-surface">
        {slug && !imageFailed ? (
          <img
            src={`/api/share/${encodeURIComponent(slug)}/thumbnail.png`}
            alt=""
            onError={() => setImageFailed(true)}
            className="aspect-[1.91/1] w-full bg-slate-900 object-cover"
          />
        ) : (
          <div className="flex aspect-[1.91/1] w-full items-center justify-center bg-slate-800 px-4 text-center text-sm text-slate-200">
            The video's first slide appears here
          </div>
        )}
        <div className="space-y-1 px-4 py-3">
          <p className="text-xs text-ink-subtle uppercase">{window.location.host}</p>
          <p className="line-clamp-2 font-semibold text-ink">{title}</p>
          <p className="line-clamp-2 text-sm text-ink-muted">{description}</p>
        </div>
      </div>
    </figure>
  );
}
