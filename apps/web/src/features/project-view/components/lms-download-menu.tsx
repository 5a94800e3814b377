import { DEFAULT_SCORM_PASS_MARK, SCORM_MESSAGES, SCORM_VERSIONS, type ScormVersion, scormPassMarkSchema } from '@lectern/core';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '@/components/button';

const VERSION_HINTS: Record<ScormVersion, string> = {
  '1.2': 'Works with almost every LMS',
  '2004': 'For LMSs that ask for SCORM 2004',
};

/**
 * Issue 14 "Download for LMS": a SCORM package of the video in either version, as plain download
 * links (GET /api/videos/:id/scorm.zip?version=…). A disclosure rather than an ARIA menu: the
 * items are ordinary links, reached with Tab.
 */
export function LmsDownloadMenu({ videoId }: { videoId: string }) {
  const [open, setOpen] = useState(false);
  const [passMark, setPassMark] = useState(String(DEFAULT_SCORM_PASS_MARK));
  const listId = useId();
  const markId = useId();
  // Decision 175: the share of quiz answers a learner needs to pass; the default leaves the link as it was.
  const mark = scormPassMarkSchema.safeParse(passMark.trim() || undefined);
  const markQuery = mark.success && mark.data !== DEFAULT_SCORM_PASS_MARK ? `&passMark=${mark.data}` : '';
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const onEscape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);

  return (
    <div ref={box} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className={buttonClasses('secondary', 'md', 'w-full')}
      >
        Download for LMS
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <div
        id={listId}
        hidden={!open}
        className="z-20 mt-1 w-full min-w-[15rem] rounded-lg border border-line bg-card p-1 shadow-lg min-[420px]:absolute min-[420px]:left-0 min-[420px]:w-auto"
      >
        <div className="px-3 pt-2 pb-1">
          <label htmlFor={markId} className="block text-xs font-semibold text-ink">
            Pass mark for quiz questions (%)
          </label>
          <input
            id={markId}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={passMark}
            onChange={(e) => setPassMark(e.target.value)}
            aria-invalid={mark.success ? undefined : true}
            aria-describedby={mark.success ? undefined : `${markId}-error`}
            className="mt-1 block w-24 rounded-md border border-line bg-card px-2 py-1 text-sm text-ink focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none aria-[invalid=true]:border-danger"
          />
          {!mark.success && (
            <p id={`${markId}-error`} className="mt-1 text-xs font-medium text-danger">
              {SCORM_MESSAGES.passMark}
            </p>
          )}
        </div>
        <ul>
          {mark.success &&
            SCORM_VERSIONS.map((version) => (
              <li key={version}>
                <a
                  href={`/api/videos/${videoId}/scorm.zip?version=${version}${markQuery}`}
                  download
                  onClick={() => setOpen(false)}
                  className="block rounded-md px-3 py-2 text-sm hover:bg-surface focus-visible:outline-3 focus-visible:outline-accent"
                >
                  <span className="block font-semibold text-ink">SCORM {version}</span>
                  <span className="block text-xs text-ink-muted">{VERSION_HINTS[version]}</span>
                </a>
              </li>
            ))}
        </ul>
      </div>
    </div>
  );
}
