import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * The error object of shell §3 (header, message, raw, code, param, display), as the error modal
 * shows it. `header` and `message` are already translated by the caller; `raw` and `param` travel
 * for logging and for the caller's own use, never onto the screen.
 */
export type ShellError = {
  header?: string;
  message: string;
  code?: string | number;
  raw?: unknown;
  param?: unknown;
  /** `false` records the error without showing it. */
  display?: boolean;
};

type Listener = () => void;
let queue: ShellError[] = [];
/** Whether any error has been shown on this page: the dialog's code is loaded only then. */
let raised = false;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * Opens the error modal (shell §2 "Modals: error"). Errors raised while one is open wait their
 * turn, and the same error is not queued twice. On the server it does nothing.
 */
export function showError(error: ShellError) {
  if (typeof window === 'undefined' || error.display === false) return;
  if (queue.some((e) => e.message === error.message && e.code === error.code && e.header === error.header)) return;
  queue = [...queue, error];
  raised = true;
  emit();
}

/** The error on screen leaves; the next one waiting, if any, takes its place. */
function closeCurrent() {
  if (queue.length === 0) return;
  queue = queue.slice(1);
  emit();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const ErrorDialog = lazy(() => import('./error-dialog.tsx'));

/**
 * Where the error modal appears. Its dialog (error-dialog.tsx) is loaded with the first error,
 * so pages that never raise one do not download it.
 */
export function ErrorModal() {
  const current = useSyncExternalStore(
    subscribe,
    () => queue[0],
    () => undefined,
  );
  return raised ? (
    <Suspense fallback={null}>
      <ErrorDialog current={current} onClose={closeCurrent} />
    </Suspense>
  ) : null;
}
