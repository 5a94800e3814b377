import { CHAT_MESSAGES, COPIED_CONFIRMATION_MS } from '@lectern/core';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { createShareLink, useProjectSummary } from '../api/knowledge-api';

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

/**
 * Spec 000 §2 "Share/Copy Link": creates (or reuses) the public link and copies
 * `{origin}/share/{slug}`; "Copied" shows for 2 s. When the link cannot be made the raw video
 * address is copied instead and "Failed to generate share link" is shown (spec 000 §8).
 */
export function ShareLinkButton({ projectId, video }: { projectId: string; video: ShareableVideo }) {
  const project = useProjectSummary(projectId);
  const [state, setState] = useState<'idle' | 'busy' | 'copied'>('idle');
  /** Shown when the clipboard is not available (insecure origin, permission refused). */
  const [manual, setManual] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const share = async () => {
    setState('busy');
    setFailed(false);
    let url: string;
    try {
      const { slug } = await createShareLink({ videoId: video.id, title: project.data?.name ?? 'Training video', description: project.data?.purpose ?? '' });
      url = `${window.location.origin}/share/${slug}`;
    } catch {
      setFailed(true);
      url = new URL(video.public_url, window.location.origin).toString();
    }
    const copied = await copy(url);
    setManual(copied ? null : url);
    setState(copied ? 'copied' : 'idle');
    clearTimeout(timer.current);
    if (copied) timer.current = setTimeout(() => setState('idle'), COPIED_CONFIRMATION_MS);
  };

  return (
    // Stretches like Download and Open in New Tab when the video actions stack on a phone.
    <div className="flex flex-col items-stretch gap-1 min-[420px]:items-start">
      <Button variant="secondary" onClick={share} busy={state === 'busy'} aria-live="polite">
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
      {failed && (
        <p role="alert" className="text-xs text-danger">
          {CHAT_MESSAGES.shareFailed}
        </p>
      )}
      {manual && (
        <p className="max-w-xs break-all text-xs text-ink-subtle">
          Copy this link: <span className="font-medium text-ink">{manual}</span>
        </p>
      )}
    </div>
  );
}
