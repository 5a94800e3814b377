import { CHAT_MESSAGES } from '@lectern/core';
import { useId, useState } from 'react';
import { Alert } from '@/components/alert';
import { Badge, Card } from '@/components/card';
import { useConversationalMode, useDocuments, useProfile, useRegenerateEmbeddings, useToggleConversationalMode } from '../api/knowledge-api';
import { useEmbeddingsPolling } from '../hooks/use-embeddings-polling';
import { ConversationalModeDialog } from './conversational-mode-dialog';
import { EmbeddingsStatusPanel } from './embeddings-status-panel';

/**
 * Spec 000 §2 "Project view" Chat Mode: the toggle shows only when a completed document exists
 * and the profile has conversational_mode_enabled (spec 000 §4). Enabling asks for confirmation;
 * disabling is immediate.
 */
export function ChatModeSection({ projectId }: { projectId: string }) {
  const profile = useProfile();
  const documents = useDocuments(projectId);
  const allowed = profile.data?.conversational_mode_enabled === true && (documents.data ?? []).some((d) => d.status === 'completed');
  if (!allowed) return null;
  return <ChatModeCard projectId={projectId} />;
}

function ChatModeCard({ projectId }: { projectId: string }) {
  const [run, setRun] = useState(0);
  const [processing, setProcessing] = useState(false);
  const polling = useEmbeddingsPolling(processing, run);
  const mode = useConversationalMode(projectId, polling);
  const toggle = useToggleConversationalMode(projectId);
  const regenerate = useRegenerateEmbeddings(projectId);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();

  const status = mode.data?.embeddings_status;
  if ((status === 'processing') !== processing) setProcessing(status === 'processing');

  const set = (enabled: boolean) => {
    setError(null);
    toggle.mutate(enabled, {
      onSuccess: (r) => {
        setConfirming(false);
        if (r.embeddings_status === 'processing') setRun((n) => n + 1);
      },
      onError: () => {
        setConfirming(false);
        setError(CHAT_MESSAGES.toggleFailed);
      },
    });
  };
  const onRegenerate = () => {
    setError(null);
    regenerate.mutate(undefined, { onSuccess: () => setRun((n) => n + 1), onError: (e) => setError(e.message) });
  };

  const on = mode.data?.conversational_mode ?? false;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1">
          <h2 id={labelId} className="flex items-center gap-2 text-lg font-semibold text-ink">
            Chat Mode <Badge tone="brand">Premium</Badge>
          </h2>
          <p className="mt-1 text-sm text-ink-muted">Let viewers of your shared video ask the Video Assistant about this project's documents.</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          disabled={!mode.data || toggle.isPending}
          onClick={() => (on ? set(false) : setConfirming(true))}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${on ? 'bg-brand' : 'bg-slate-300'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </button>
      </div>
      <div className="mt-4 space-y-3">
        {error && <Alert tone="error">{error}</Alert>}
        {mode.isError && <Alert tone="error">{mode.error.message}</Alert>}
        {mode.data && (
          <EmbeddingsStatusPanel state={mode.data} pollingStopped={processing && !polling} regenerating={regenerate.isPending} onRegenerate={onRegenerate} />
        )}
      </div>
      <ConversationalModeDialog open={confirming} busy={toggle.isPending} onConfirm={() => set(true)} onClose={() => setConfirming(false)} />
    </Card>
  );
}
