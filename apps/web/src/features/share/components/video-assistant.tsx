import { CHAT_MESSAGES, type ChatSource } from '@lectern/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-client';
import { askQuestion, type ShareRecord, useShareSuggestions } from '../api/share-api';
import { chatSessionStore } from '../hooks/use-viewer-session';

interface Message {
  id: string;
  type: 'user' | 'assistant';
  content: string;
  sources: ChatSource[];
  error?: boolean;
}

type Status = ShareRecord['project']['embeddings_status'];

/**
 * Spec 000 §2 "Video Assistant" panel with its three views: processing, ready (messages, the
 * labelled input, Send) and unavailable (Refresh Page). Below 768 px it is a bottom sheet.
 */
export function VideoAssistant({
  slug,
  status,
  onClose,
  onAsk,
}: {
  slug: string;
  status: Status;
  onClose: () => void;
  /** A question was sent (counted in the owner's analytics; its text stays with the chat, decision 182). */
  onAsk?: () => void;
}) {
  const titleId = useId();
  const inputId = useId();
  const [messages, setMessages] = useState<Message[]>([]);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const ready = status === 'completed' && !unavailable;
  const suggestions = useShareSuggestions(slug, ready);

  useEffect(() => {
    if (ready) input.current?.focus();
  }, [ready]);
  useEffect(() => {
    if (messages.length > 0) list.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [messages]);

  const send = async (text: string) => {
    const message = text.trim();
    // Spec 000 §5: a message blank after trimming is ignored.
    if (!message || sending) return;
    setDraft('');
    setMessages((m) => [...m, { id: `q-${m.length}-${Date.now()}`, type: 'user', content: message, sources: [] }]);
    setSending(true);
    onAsk?.();
    try {
      const reply = await askQuestion(slug, message, chatSessionStore.get(slug));
      chatSessionStore.set(slug, reply.sessionId);
      setMessages((m) => [...m, { id: reply.response.id, type: 'assistant', content: reply.response.content, sources: reply.response.sources }]);
    } catch (err) {
      if (err instanceof ApiError && err.status === 503) setUnavailable(true);
      else setMessages((m) => [...m, { id: `e-${m.length}-${Date.now()}`, type: 'assistant', content: CHAT_MESSAGES.answerError, sources: [], error: true }]);
    } finally {
      setSending(false);
      input.current?.focus();
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send(draft);
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
      className="fixed inset-x-0 bottom-0 z-40 flex max-h-[85vh] min-h-[60vh] flex-col rounded-t-2xl border border-line bg-card shadow-2xl md:inset-x-auto md:right-6 md:bottom-6 md:h-[560px] md:max-h-[calc(100vh-3rem)] md:min-h-0 md:w-[400px] md:rounded-2xl"
    >
      {/* A div, not <header>: inside the dialog a header would be a second page banner. */}
      <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-4">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold text-ink">
            Video Assistant
          </h2>
          <p className="text-xs text-ink-muted">Answers come from this video's training materials.</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close Video Assistant"
          className="-m-1 rounded-md p-1 text-ink-subtle hover:bg-surface hover:text-ink"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
          </svg>
        </button>
      </div>

      {unavailable || status === 'failed' ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
          <p className="text-sm text-ink-muted">{CHAT_MESSAGES.unavailable}</p>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        </div>
      ) : status !== 'completed' ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-warning" role="status">
          <Spinner size="lg" label="" />
          <p className="font-semibold text-ink">The assistant is getting ready</p>
          <p className="text-sm text-ink-muted">
            It is reading the training materials behind this video. This can take a few minutes; you can keep watching meanwhile.
          </p>
        </div>
      ) : (
        <>
          <div className="flex-1 overflow-y-auto px-5 py-4">
            {messages.length === 0 && (
              <div className="text-sm text-ink-muted">
                <p>Hi! Ask me anything about the training materials behind this video.</p>
                {suggestions.data && suggestions.data.length > 0 && (
                  <ul className="mt-3 flex flex-col items-start gap-2" aria-label="Suggested questions">
                    {suggestions.data.map((s) => (
                      <li key={s}>
                        <button
                          type="button"
                          onClick={() => void send(s)}
                          className="rounded-full border border-line bg-surface px-3 py-1.5 text-left text-xs font-medium text-brand-ink hover:bg-brand-soft"
                        >
                          {s}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
            <ol ref={list} className="space-y-3" aria-live="polite" aria-label="Conversation">
              {messages.map((m) => (
                <li key={m.id} className={m.type === 'user' ? 'flex justify-end' : 'flex justify-start'}>
                  <div
                    className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-sm ${
                      m.type === 'user' ? 'bg-brand text-white' : m.error ? 'bg-danger-soft text-danger' : 'bg-surface text-ink'
                    }`}
                  >
                    <span className="sr-only">{m.type === 'user' ? 'You: ' : 'Assistant: '}</span>
                    <p className="whitespace-pre-wrap">{m.content}</p>
                    {m.sources.length > 0 && (
                      <div className="mt-2 border-t border-line pt-2 text-xs text-ink-muted">
                        <p className="font-semibold">Sources</p>
                        <ul>
                          {m.sources.map((s) => (
                            <li key={`${s.document_name}-${s.page_number}`}>
                              {s.document_name}, page {s.page_number}
                            </li>
                          ))}
                        </ul>
                      </div>
                    )}
                  </div>
                </li>
              ))}
              {sending && (
                <li className="flex justify-start">
                  <div className="rounded-2xl bg-surface px-4 py-2.5 text-ink-muted">
                    <Spinner size="sm" label="The assistant is answering…" />
                  </div>
                </li>
              )}
            </ol>
          </div>
          <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-line p-3">
            <label htmlFor={inputId} className="sr-only">
              {CHAT_MESSAGES.inputLabel}
            </label>
            <input
              id={inputId}
              ref={input}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder={CHAT_MESSAGES.inputLabel}
              maxLength={1000}
              autoComplete="off"
              className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-card px-3 text-sm text-ink placeholder:text-ink-subtle focus:border-brand focus:outline-none"
            />
            <Button type="submit" disabled={!draft.trim() || sending}>
              Send
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
