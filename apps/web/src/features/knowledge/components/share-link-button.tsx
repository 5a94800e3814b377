import { CHAT_MESSAGES, COPIED_CONFIRMATION_MS } from '@lectern/core';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { useToast } from '@/components/toaster';
import { useProjectSummary, useSaveShare, useVideoShare } from '../api/knowledge-api';
import { type ShareDetails, ShareDetailsDialog } from './share-details-dialog';

export interface ShareableVideo {
  id: string;
  public_url: string;
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

const linkFor = (slug: string) => `${window.location.origin}/share/${slug}`;

/**
 * Spec 000 §2 "Share/Copy Link": creates (or reuses) the public link and copies
 * `{origin}/share/{slug}`; "Copied" shows for 2 s. When the link cannot be made nothing is
 * copied: the spec's fallback, the raw video address, answers 401 to everyone but the owner
 * (docs/decisions/123), so the user is told what failed and can try again.
 * "Edit share details" sets the title and description others see, with the link preview.
 */
export function ShareLinkButton({ projectId, video }: { projectId: string; video: ShareableVideo }) {
  const project = useProjectSummary(projectId);
  const share = useVideoShare(video.id);
  const save = useSaveShare(video.id);
  const toast = useToast();
  const [state, setState] = useState<'idle' | 'busy' | 'copied'>('idle');
  /** Shown when the clipboard is not available (insecure origin, permission refused). */
  const [manual, setManual] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const defaults: ShareDetails = {
    title: share.data?.title ?? project.data?.name ?? 'Training video',
    description: share.data ? (share.data.description ?? '') : (project.data?.purpose ?? ''),
  };

  const shareLink = async () => {
    setState('busy');
    setFailure(null);
    setManual(null);
    let url: string;
    try {
      // An existing link keeps the title and description the owner chose (read it first if still loading).
      const existing = share.isSuccess ? share.data : ((await share.refetch()).data ?? null);
      url = linkFor(existing ? existing.slug : (await save.mutateAsync(defaults)).slug);
    } catch (err) {
      setState('idle');
      setFailure((err as Error).message);
      return;
    }
    const copied = await copy(url);
    setManual(copied ? null : url);
    setState(copied ? 'copied' : 'idle');
    clearTimeout(timer.current);
    if (copied) timer.current = setTimeout(() => setState('idle'), COPIED_CONFIRMATION_MS);
  };

  const saveDetails = (details: ShareDetails) =>
    save.mutate(details, {
      onSuccess: () => {
        setEditing(false);
        toast.success(CHAT_MESSAGES.shareSaved);
      },
    });

  return (
    // Stretches like Download and Open in New Tab when the video actions stack on a phone.
    <div className="flex flex-col items-stretch gap-1 min-[420px]:items-start">
      <Button variant="secondary" onClick={shareLink} busy={state === 'busy'} aria-live="polite">
        {state === 'copied' ? (
          <>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 text-success" fill="currentColor">
              <path
                fillRule="evenodd"
                d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
                clipRule="evenodd"
              />
            </svg>
            Copied
          </>
        ) : (
          'Share/Copy Link'
        )}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setEditing(true)} disabled={share.isPending}>
        Edit share details
      </Button>
      {failure && (
        <div role="alert" className="max-w-xs space-y-1 text-xs text-danger">
          <p className="font-semibold">{CHAT_MESSAGES.shareFailed}. Nothing was copied.</p>
          {failure !== CHAT_MESSAGES.shareFailed && <p>{failure}</p>}
          <Button variant="secondary" size="sm" onClick={shareLink}>
            Try again
          </Button>
        </div>
      )}
      {manual && (
        <p className="max-w-xs break-all text-xs text-ink-subtle">
          Copy this link: <span className="font-medium text-ink">{manual}</span>
        </p>
      )}
      {editing && (
        <ShareDetailsDialog
          open
          initial={defaults}
          slug={share.data?.slug ?? null}
          pending={save.isPending}
          error={save.isError ? save.error.message : null}
          onSave={saveDetails}
          onClose={() => {
            save.reset();
            setEditing(false);
          }}
        />
      )}
    </div>
  );
}
