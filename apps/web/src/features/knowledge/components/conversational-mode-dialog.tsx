import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';

const BENEFITS = [
  'Viewers of your shared video can ask questions and get answers from your training materials.',
  'Every answer names the document and page it comes from, so viewers can check it.',
  'Questions are answered around the clock, without you having to reply.',
];

/** Spec 000 §2 "Conversational Mode confirmation modal (premium feature)". */
export function ConversationalModeDialog({ open, busy, onConfirm, onClose }: { open: boolean; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      title="Enable Conversational Mode"
      description="A premium feature: a Video Assistant on your shared video page that answers questions about this project's documents."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={onConfirm} busy={busy} busyLabel="Enabling…" data-autofocus>
            Enable Chat Mode
          </Button>
        </>
      }
    >
      <ul className="space-y-2 text-sm text-ink">
        {BENEFITS.map((b) => (
          <li key={b} className="flex gap-2">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 text-success" fill="currentColor">
              <path
                fillRule="evenodd"
                d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
                clipRule="evenodd"
              />
            </svg>
            {b}
          </li>
        ))}
      </ul>
      <div className="mt-4 rounded-lg bg-surface p-4 text-sm text-ink-muted">
        <p className="font-semibold text-ink">Good to know</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>Setup may take a few minutes while your documents are prepared.</li>
          <li>Embeddings are generated automatically from your completed documents.</li>
          <li>You can disable conversational mode at any time.</li>
          <li>Embeddings are kept when you disable it, so switching it back on is instant.</li>
        </ul>
      </div>
    </Dialog>
  );
}
