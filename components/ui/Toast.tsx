'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Link from 'next/link';
import { cx } from './cx';

export type ToastKind = 'success' | 'error' | 'info';
/** A link shown after the message, e.g. to the plan that lifts a limit. */
export type ToastLink = { href: string; label: string };
export type ToastApi = Record<ToastKind, (message: string, durationMs?: number, link?: ToastLink) => void>;

type ToastItem = { id: number; kind: ToastKind; message: string; durationMs: number; link?: ToastLink };

export const DEFAULT_TOAST_DURATION_MS = 3500;
const MAX_TOASTS = 5;
let toastSeq = 0;

const ToastContext = createContext<ToastApi | null>(null);

const kindClasses: Record<ToastKind, string> = {
  success: 'bg-emerald-700 text-white',
  error: 'bg-red-700 text-white',
  info: 'bg-slate-800 text-white',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const push =
      (kind: ToastKind) =>
      (message: string, durationMs: number = DEFAULT_TOAST_DURATION_MS, link?: ToastLink) => {
        toastSeq += 1;
        const item: ToastItem = { id: toastSeq, kind, message, durationMs, link };
        setToasts((list) => [...list, item].slice(-MAX_TOASTS));
      };
    return { success: push('success'), error: push('error'), info: push('info') };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((t) => (
          <ToastView key={t.id} toast={t} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastView({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDismiss]);

  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      className={cx(
        'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md px-4 py-3 text-sm shadow-lg',
        kindClasses[toast.kind],
      )}
    >
      <p className="flex-1">
        {toast.message}
        {toast.link && (
          <>
            {' '}
            <Link href={toast.link.href} className="font-semibold underline">
              {toast.link.label}
            </Link>
          </>
        )}
      </p>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => onDismiss(toast.id)}
        className="-m-1 rounded p-1 leading-none hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
        </svg>
      </button>
    </div>
  );
}

/** Must be used under <ToastProvider>. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

export type ToastOnMountProps = { message: string; kind?: ToastKind; durationMs?: number };

/** Fires one toast when mounted (once per kind+message; safe under strict-mode double effects). */
export function ToastOnMount({ message, kind = 'success', durationMs }: ToastOnMountProps) {
  const toast = useToast();
  const firedFor = useRef<string | null>(null);

  useEffect(() => {
    const key = `${kind}:${message}`;
    if (firedFor.current === key) return;
    firedFor.current = key;
    toast[kind](message, durationMs);
  }, [toast, kind, message, durationMs]);

  return null;
}
