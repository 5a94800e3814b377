import { DOCUMENT_TEXT_MESSAGES, formatFileSize, MAX_DOCUMENTS_TOTAL_BYTES } from '@lectern/core';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Badge, Card } from '@/components/card';
import { Dialog } from '@/components/dialog';
import { Spinner } from '@/components/spinner';
import { formatDate } from '@/lib/format-date';
import { type ProjectDocument, useDocumentText } from '../api/project-view-api';

/** Spec 000 §2: status chip Ready, Processing, Failed, Unknown. */
const CHIPS: Record<string, { label: string; tone: 'success' | 'warning' | 'danger' | 'neutral' }> = {
  completed: { label: 'Ready', tone: 'success' },
  processing: { label: 'Processing', tone: 'warning' },
  pending: { label: 'Processing', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
};

const MB = 1024 * 1024;
/** Spec 000 §2 "x / 10MB used": in MB with one decimal, except that a few kilobytes never read as "0.0". */
const usedLabel = (bytes: number) => (bytes > 0 && bytes < 0.1 * MB ? formatFileSize(bytes) : (bytes / MB).toFixed(1));

export function KnowledgeBase({ projectId, documents }: { projectId: string; documents: ProjectDocument[] }) {
  const [viewing, setViewing] = useState<ProjectDocument | null>(null);
  const used = documents.reduce((s, d) => s + d.fileSize, 0);
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">Knowledge Base</h2>
        <p className="text-sm text-ink-muted">
          {usedLabel(used)} / {MAX_DOCUMENTS_TOTAL_BYTES / MB}MB used
        </p>
      </div>
      {documents.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">Documents can be added during video creation in the content input step.</p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {documents.map((d) => {
            const chip = CHIPS[d.status ?? ''] ?? { label: 'Unknown', tone: 'neutral' as const };
            return (
              <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
                {/* Full width on phones so the file name is not cut short by the chip and the action. */}
                <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                  <p className="truncate font-medium text-ink">{d.filename}</p>
                  <p className="text-xs text-ink-subtle">
                    {formatFileSize(d.fileSize)} · {d.pages ?? 0} {d.pages === 1 ? 'page' : 'pages'} · uploaded {formatDate(d.uploadDate)}
                  </p>
                  {d.error && <p className="mt-1 text-xs text-danger">{d.error}</p>}
                </div>
                <Badge tone={chip.tone}>{chip.label}</Badge>
                {d.status === 'completed' && (
                  <button
                    type="button"
                    className="text-sm font-semibold text-brand hover:underline"
                    aria-label={`View Text of ${d.filename}`}
                    onClick={() => setViewing(d)}
                  >
                    View Text
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <DocumentTextDialog projectId={projectId} document={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}

function DocumentTextDialog({ projectId, document, onClose }: { projectId: string; document: ProjectDocument | null; onClose: () => void }) {
  const text = useDocumentText(projectId, document?.id ?? null);
  return (
    <Dialog open={document !== null} onClose={onClose} title={document?.filename ?? 'Document'} size="lg">
      {text.isPending ? (
        <Spinner label="Loading document text…" />
      ) : text.isError ? (
        // Spec 000 §8: "Error loading document text" over the server's message.
        <Alert tone="error" title={DOCUMENT_TEXT_MESSAGES.loadError}>
          {text.error.message}
        </Alert>
      ) : !text.data ? (
        <p className="text-sm text-ink-muted">{DOCUMENT_TEXT_MESSAGES.empty}</p>
      ) : (
        <>
          <p className="mb-2 text-xs text-ink-subtle">{text.data.length.toLocaleString()} characters</p>
          <pre className="max-h-[60vh] overflow-y-auto whitespace-pre-wrap rounded-lg bg-surface p-4 font-sans text-sm text-ink">{text.data}</pre>
        </>
      )}
    </Dialog>
  );
}
