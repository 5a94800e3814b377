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
export function ChatButton({ status, open, onClick }: { status: Status; open: boolean; onClick: () => void }) {
  if (status === 'none') return null;
  const look = looks[status];
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={status === 'failed'}
      aria-label={look.label}
      aria-expanded={open}
      data-status={status}
      className={`fixed right-4 bottom-4 z-30 inline-flex h-14 shrink-0 items-center gap-2 rounded-full px-5 font-semibold shadow-lg transition-colors disabled:cursor-not-allowed sm:right-6 sm:bottom-6 md:static md:h-11 md:shadow-sm ${look.className}`}
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
