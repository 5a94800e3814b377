import { CHAT_MESSAGES } from '@lectern/core';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { formatDateTime } from '@/lib/format-date';
import type { ConversationalModeState } from '../api/knowledge-api';

/** Spec 000 §2/§4 embeddings status panel: progress while processing, ready, or failed with a regenerate action. */
export function EmbeddingsStatusPanel({
  state,
  pollingStopped,
  regenerating,
  onRegenerate,
}: {
  state: ConversationalModeState;
  pollingStopped: boolean;
  regenerating: boolean;
  onRegenerate: () => void;
}) {
  const stats = state.embedding_stats;
  if (state.embeddings_status === 'failed') {
    return (
      <Alert
        tone="error"
        action={
          <Button size="sm" variant="secondary" onClick={onRegenerate} busy={regenerating} busyLabel="Regenerating…">
            Regenerate
          </Button>
        }
      >
        {CHAT_MESSAGES.embeddingsFailed}
      </Alert>
    );
  }
  if (state.embeddings_status === 'processing') {
    const progress = stats?.embeddingProgress ?? 0;
    return (
      <div className="rounded-lg border border-warning/20 bg-warning-soft p-4 text-sm text-warning">
        <div className="flex items-center gap-2 font-semibold">
          <Spinner size="sm" label="" />
          Preparing your documents for questions…
        </div>
        <div
          className="mt-3 h-2 overflow-hidden rounded-full bg-white/70"
          role="progressbar"
          aria-label="Indexing progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className="h-full rounded-full bg-warning transition-all" style={{ width: `${Math.max(4, progress)}%` }} />
        </div>
        <p className="mt-2 text-ink-muted">
          {stats && stats.totalChunks > 0 ? `${stats.chunksWithEmbeddings} of ${stats.totalChunks} passages ready (${progress}%)` : 'Starting…'}
          {pollingStopped && ' · This is taking longer than usual. Reload the page to check again.'}
        </p>
      </div>
    );
  }
  if (state.embeddings_status === 'completed') {
    return (
      <div role="status" className="rounded-lg border border-success/20 bg-success-soft p-4 text-sm text-success">
        <p className="font-semibold">
          {state.conversational_mode
            ? 'The Video Assistant is live on your shared video page.'
            : 'Your documents are indexed and kept for when you switch chat mode back on.'}
        </p>
        <p className="mt-1 text-ink-muted">
          {stats ? `${stats.totalChunks} passages searchable` : 'Ready'}
          {state.embeddings_updated_at && ` · updated ${formatDateTime(state.embeddings_updated_at)}`}
        </p>
      </div>
    );
  }
  return <p className="text-sm text-ink-muted">Switch chat mode on to let viewers of your shared video ask questions about these documents.</p>;
}
