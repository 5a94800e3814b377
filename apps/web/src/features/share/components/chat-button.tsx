import { Spinner } from '@/components/spinner';
import type { ShareRecord } from '../api/share-api';

type Status = ShareRecord['project']['embeddings_status'];

const looks: Record<Exclude<Status, 'none'>, { className: string; label: string }> = {
  processing: { className: 'bg-warning text-white hover:bg-amber-800', label: 'Video Assistant (getting ready)' },
  completed: { className: 'bg-blue-600 text-white hover:bg-blue-700', label: 'Ask the Video Assistant' },
  failed: { className: 'bg-slate-400 text-white', label: 'Video Assistant unavailable' },
};

/**
 * Spec 000 §4 floating chat button (floating below 768 px; from 768 px up it is placed in the page
 * beside the title, where it covers nothing): processing is amber with a spinner, completed blue and
 * clickable, failed grey and disabled, hidden while embeddings are "none".
 */
export function ChatButton({
  status,
  open,
  onClick,
  placement = 'page',
}: {
  status: Status;
  open: boolean;
  onClick: () => void;
  /** 'overlay': small, over the top corner of an embedded player, clear of its controls at the bottom. */
  placement?: 'page' | 'overlay';
}) {
  if (status === 'none') return null;
  const look = looks[status];
  const where =
    placement === 'overlay'
      ? 'absolute top-2 right-2 z-30 h-9 px-3 text-sm shadow-lg'
      : 'fixed right-4 bottom-4 z-30 h-14 px-5 shadow-lg sm:right-6 sm:bottom-6 md:static md:h-11 md:shadow-sm';
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={status === 'failed'}
      aria-label={look.label}
      aria-expanded={open}
      data-status={status}
      className={`inline-flex shrink-0 items-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed ${where} ${look.className}`}
    >
      {status === 'processing' ? (
        <Spinner size="sm" label="" />
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M8 10h8M8 14h5m-7 6 2.6-2.6A2 2 0 0 1 10 17h8a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H6a3 3 0 0 0-3 3v7a3 3 0 0 0 3 3"
          />
        </svg>
      )}
      {/* The visible words are the button's name (WCAG 2.5.3 label in name), so voice control finds it. */}
      <span aria-hidden="true">{look.label}</span>
    </button>
  );
}
