import { COPIED_CONFIRMATION_MS } from '@lectern/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Spinner } from '@/components/spinner';
import { shareSlugFor, type VideoRecord } from '../api/project-view-api';
import { embedCode, frameOf } from '../model/video-copies';

interface EmbedButtonProps {
  video: VideoRecord;
  /** The link's title and description when the video is not shared yet (the share button's defaults). */
  defaults: { title: string; description: string };
}

/**
 * Issue 14 "Embed": the iframe code for the video's share page (the one page any site may frame),
 * sized by the video's shape. The video is shared first when it is not yet.
 */
export function EmbedButton({ video, defaults }: EmbedButtonProps) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const codeId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const load = async () => {
    setError(null);
    setCode(null);
    try {
      const share = await shareSlugFor(video, defaults);
      // The share button reads the same link: let it see the one just made.
      void client.invalidateQueries({ queryKey: ['video', video.id, 'share'] });
      const { width, height } = frameOf(video);
      setCode(embedCode({ origin: window.location.origin, slug: share.slug, title: share.title || defaults.title, width, height }));
    } catch (err) {
      setError((err as Error).message);
    }
  };

  const copy = async () => {
    if (!code) return;
    let ok = true;
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      ok = false;
      // Without the clipboard the code is selected, ready for the keyboard's copy.
      area.current?.select();
    }
    setCopied(ok ? 'yes' : 'no');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPIED_CONFIRMATION_MS);
  };

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpen(true);
          void load();
        }}
      >
        Embed
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Embed this video"
        description="Paste this code into a web page, intranet or LMS page. It plays the video from its share link, so anyone who can see that page can watch it."
        size="lg"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Close
            </Button>
            <Button onClick={() => void copy()} disabled={!code} aria-live="polite">
              {copied === 'yes' ? 'Copied' : 'Copy code'}
            </Button>
          </>
        }
      >
        {error ? (
          <div role="alert" className="space-y-2 text-sm text-danger">
            <p className="font-semibold">The video could not be shared, so there is no embed code yet.</p>
            <p>{error}</p>
            <Button variant="secondary" size="sm" onClick={() => void load()}>
              Try again
            </Button>
          </div>
        ) : code ? (
          <div className="space-y-1.5">
            <label htmlFor={codeId} className="block text-sm font-medium text-ink">
              Embed code
            </label>
            <textarea
              id={codeId}
              ref={area}
              readOnly
              value={code}
              rows={4}
              onFocus={(e) => e.currentTarget.select()}
              className="block w-full resize-none rounded-lg border border-line bg-surface px-3 py-2 font-mono text-xs text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
            />
            {copied === 'no' && <p className="text-xs text-ink-muted">Copying is not available here: the code is selected, press Ctrl+C (⌘C on a Mac).</p>}
          </div>
        ) : (
          <Spinner label="Preparing the share link…" />
        )}
      </Dialog>
    </>
  );
}
