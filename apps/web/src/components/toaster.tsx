import { TOAST_DURATION_MS } from '@lectern/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

/** Spec 000 §3 "Toast": id, type (success, error, warning), message, duration. */
export type ToastType = 'success' | 'error' | 'warning';
export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  duration: number;
}

interface ToastApi {
  show(type: ToastType, message: string, duration?: number): string;
  success(message: string, duration?: number): string;
  error(message: string, duration?: number): string;
  warning(message: string, duration?: number): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

const styles: Record<ToastType, string> = {
  success: 'border-success/30 bg-success-soft text-success',
  error: 'border-danger/30 bg-danger-soft text-danger',
  warning: 'border-warning/30 bg-warning-soft text-warning',
};
const titles: Record<ToastType, string> = { success: 'Success', error: 'Error', warning: 'Warning' };

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const counter = useRef(0);
  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((type: ToastType, message: string, duration = TOAST_DURATION_MS) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setToasts((list) => [...list, { id, type, message, duration }]);
    return id;
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (m, d) => show('success', m, d),
      error: (m, d) => show('error', m, d),
      warning: (m, d) => show('warning', m, d),
    }),
    [show, dismiss],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Spec 000 §2 "Sidebar and toasts": toasts appear top right. They pass in 5 s or by hand, and
          the region lets clicks through to the page header beneath it. Below 768 px they start under
          the 3.5 rem top bar, so its menu button is never covered. */}
      <div
        aria-live="polite"
        data-testid="toast-region"
        className="pointer-events-none fixed top-[4.5rem] right-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 md:top-4"
      >
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  useEffect(() => {
    if (toast.duration <= 0) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <div
      role={toast.type === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${styles[toast.type]}`}
    >
      <p className="min-w-0 flex-1">
        <span className="sr-only">{titles[toast.type]}: </span>
        {toast.message}
      </p>
      <button type="button" onClick={() => onDismiss(toast.id)} aria-label="Dismiss notification" className="rounded p-0.5 opacity-70 hover:opacity-100">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
        </svg>
      </button>
    </div>
  );
}
