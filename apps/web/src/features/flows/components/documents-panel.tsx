import { DOCUMENT_MESSAGES, formatFileSize, MAX_DOCUMENTS, MAX_DOCUMENTS_TOTAL_BYTES } from '@lectern/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Badge } from '@/components/card';
import { Dialog } from '@/components/dialog';
import { ApiError } from '@/lib/api-client';
import { type ProjectDocument, useDeleteDocument, useUploadDocuments } from '../api/documents-api';

/** Extensions the server reads (DESIGN.md: PDF, Word, PowerPoint, text, Markdown); it checks the bytes too. */
const ACCEPT = '.pdf,.docx,.pptx,.txt,.md,application/pdf';
const SUPPORTED = /\.(pdf|docx|pptx|txt|md)$/i;

const STATUS: Record<string, { label: string; tone: 'success' | 'warning' | 'danger' | 'brand' | 'neutral' }> = {
  completed: { label: 'Ready', tone: 'success' },
  processing: { label: 'Processing', tone: 'brand' },
  pending: { label: 'Pending', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
};
// Spec 001 §4: a missing status shows as unknown.
const statusOf = (d: ProjectDocument) => STATUS[d.status ?? ''] ?? { label: 'Unknown', tone: 'neutral' as const };

/** Spec 001 §4 "Documents panel message". */
export function panelMessage(documents: readonly ProjectDocument[]) {
  if (documents.some((d) => d.status === 'completed'))
    return { tone: 'success' as const, text: 'Documents ready. Their content will be used for your outline and scripts.' };
  if (documents.some((d) => d.status === 'processing' || d.status === 'pending')) return { tone: 'info' as const, text: 'Processing documents...' };
  return { tone: 'warning' as const, text: 'Document processing required' };
}

/** Checks a selection against the spec 001 §5 limits before sending it. */
export function uploadProblem(files: readonly File[], existing: readonly ProjectDocument[]): string | null {
  if (existing.length + files.length > MAX_DOCUMENTS) return DOCUMENT_MESSAGES.tooMany;
  if (files.some((f) => !SUPPORTED.test(f.name))) return DOCUMENT_MESSAGES.unsupported;
  const total = existing.reduce((s, d) => s + d.fileSize, 0) + files.reduce((s, f) => s + f.size, 0);
  if (total > MAX_DOCUMENTS_TOTAL_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  return null;
}

function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const show = (tone: 'success' | 'error', text: string, duration = ms) => {
    if (timer.current) clearTimeout(timer.current);
    setMessage({ tone, text });
    if (duration > 0) timer.current = setTimeout(() => setMessage(null), duration);
  };
  return [message, show, () => setMessage(null)] as const;
}

interface DocumentsPanelProps {
  projectId: string;
  documents: readonly ProjectDocument[];
}

/** Spec 001 §2 brief step: the upload area and the documents list (N/3 files, size/10MB used). */
export function DocumentsPanel({ projectId, documents }: DocumentsPanelProps) {
  const inputId = useId();
  const upload = useUploadDocuments(projectId);
  const remove = useDeleteDocument(projectId);
  const [uploadMessage, showUpload, clearUpload] = useTimedMessage(5000);
  const [deleteMessage, showDelete] = useTimedMessage(3000);
  const [confirming, setConfirming] = useState<ProjectDocument | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const totalBytes = documents.reduce((s, d) => s + d.fileSize, 0);
  const processing = upload.isPending || documents.some((d) => d.status === 'processing' || d.status === 'pending');
  const full = documents.length >= MAX_DOCUMENTS;
  const disabled = processing || full;
  const message = panelMessage(documents);

  const send = async (files: File[]) => {
    if (files.length === 0 || disabled) return;
    const problem = uploadProblem(files, documents);
    if (problem) return showUpload('error', problem, 0);
    clearUpload();
    try {
      const result = await upload.mutateAsync(files);
      // Spec 001 §8: "Successfully processed X of Y documents", cleared after 5 s.
      showUpload('success', DOCUMENT_MESSAGES.processed(result.processed, result.total));
    } catch (err) {
      const status = err instanceof ApiError ? err.status : null;
      // Spec 001 §5: an upload needs a project; one deleted meanwhile (404) reads "No project selected…".
      const text =
        status === 0
          ? DOCUMENT_MESSAGES.uploadNetwork
          : status === 404
            ? DOCUMENT_MESSAGES.noProject
            : (err as Error).message || DOCUMENT_MESSAGES.uploadFailed;
      showUpload('error', text, 0);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const confirmDelete = async () => {
    const doc = confirming;
    if (!doc) return;
    setConfirming(null);
    try {
      await remove.mutateAsync(doc);
      showDelete('success', DOCUMENT_MESSAGES.deleted(doc.filename));
    } catch (err) {
      showDelete('error', err instanceof ApiError && err.status > 0 ? DOCUMENT_MESSAGES.deleteFailed : DOCUMENT_MESSAGES.deleteError);
    }
  };

  return (
    <div className="space-y-4">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a mouse shortcut; the Choose files button inside does the same from the keyboard */}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void send([...e.dataTransfer.files]);
        }}
        className={`rounded-xl border-2 border-dashed p-6 text-center transition-colors ${
          disabled ? 'border-line bg-surface opacity-70' : dragging ? 'border-brand bg-brand-soft' : 'border-line bg-surface hover:border-brand/60'
        }`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto h-9 w-9 text-brand" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M12 16V4m0 0 4 4m-4-4-4 4" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" strokeLinecap="round" />
        </svg>
        <p className="mt-2 text-sm text-ink">
          <label htmlFor={inputId} className={`font-semibold text-brand ${disabled ? 'cursor-not-allowed' : 'cursor-pointer hover:underline'}`}>
            Choose documents
          </label>{' '}
          or drag them here
        </p>
        <p className="mt-1 text-xs text-ink-subtle">
          {full ? 'You have reached the limit of 3 documents.' : 'PDF, Word (.docx), PowerPoint (.pptx), text or Markdown · up to 3 files, 10MB in total'}
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          disabled={disabled}
          className="sr-only"
          onChange={(e) => void send([...(e.target.files ?? [])])}
        />
        {upload.isPending && <p className="mt-3 text-sm font-medium text-brand">Uploading and reading your documents…</p>}
      </div>

      {uploadMessage && <Alert tone={uploadMessage.tone}>{uploadMessage.text}</Alert>}
      {deleteMessage && <Alert tone={deleteMessage.tone}>{deleteMessage.text}</Alert>}

      <section aria-label="Uploaded documents" className="rounded-xl border border-line bg-card">
        <header className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3">
          <h3 className="text-sm font-semibold text-ink">Uploaded documents</h3>
          <p className="flex gap-3 text-xs text-ink-muted">
            <span>
              {documents.length}/{MAX_DOCUMENTS} files
            </span>
            {/* Spec 001 §9: sizes in Bytes, KB, MB, so a small PDF does not read as 0.0. */}
            <span>{formatFileSize(totalBytes)} / 10MB used</span>
          </p>
        </header>
        {documents.length === 0 ? (
          <p className="px-4 py-5 text-center text-sm text-ink-subtle">No documents yet.</p>
        ) : (
          <ul className="divide-y divide-line">
            {documents.map((doc) => {
              const status = statusOf(doc);
              return (
                <li key={doc.id} className="flex items-start gap-3 px-4 py-3">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="mt-0.5 h-5 w-5 shrink-0 text-ink-subtle"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                  >
                    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" strokeLinejoin="round" />
                    <path d="M14 3v5h5" strokeLinejoin="round" />
                  </svg>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-ink" title={doc.filename}>
                      {doc.filename}
                    </p>
                    <p className="mt-0.5 text-xs text-ink-subtle">
                      {formatFileSize(doc.fileSize)}
                      {doc.pages ? ` · ${doc.pages} ${doc.pages === 1 ? 'page' : 'pages'}` : ''}
                    </p>
                    {doc.error && <p className="mt-1 text-xs text-danger">{doc.error}</p>}
                  </div>
                  <Badge tone={status.tone}>{status.label}</Badge>
                  <button
                    type="button"
                    onClick={() => setConfirming(doc)}
                    aria-label={`Delete ${doc.filename}`}
                    className="-m-1 rounded-md p-1 text-ink-subtle hover:bg-danger-soft hover:text-danger"
                  >
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                      <path
                        fillRule="evenodd"
                        d="M8.75 1A2.75 2.75 0 0 0 6 3.75v.44c-.8.08-1.58.18-2.36.3a.75.75 0 1 0 .22 1.49l.15-.03.8 10.4A2.75 2.75 0 0 0 7.56 19h4.88a2.75 2.75 0 0 0 2.74-2.65l.8-10.4.15.03a.75.75 0 1 0 .22-1.49c-.78-.12-1.56-.22-2.36-.3v-.44A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.67.03 2.5.08v-.33c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.33C8.33 4.03 9.16 4 10 4Z"
                        clipRule="evenodd"
                      />
                    </svg>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="border-t border-line px-4 py-3">
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      </section>

      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Delete Document"
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirmDelete()}>
              Delete
            </Button>
          </>
        }
      >
        <p className="text-sm text-ink">
          Are you sure you want to delete <strong>{confirming?.filename}</strong>?
        </p>
        <p className="mt-2 text-sm text-ink-muted">This action cannot be undone.</p>
      </Dialog>
    </div>
  );
}
