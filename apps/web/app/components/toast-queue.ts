/**
 * The toasts of the page shell (shell §2): short messages any code can raise with `showToast`,
 * shown a few at a time in a live region (see toasts.tsx). The queue is plain state so its rules
 * are unit-tested without a browser:
 * - at most `MAX_VISIBLE` show at once; the rest wait in order and move up as others leave;
 * - a message already showing or waiting is not queued twice (a retry loop must not stack toasts);
 * - info and success leave on their own after their duration; errors stay until dismissed,
 *   because a reader who is slower than a timer must still be able to read them (WCAG 2.2.1);
 * - a toast's timer pauses while the pointer or focus is on the toasts.
 */

export type ToastKind = 'info' | 'success' | 'error';

export type ToastInput = {
  /** The text, already translated by the caller (`t('…')`). */
  message: string;
  kind?: ToastKind;
  /** An error code shown beside the message (shell §8: "a toast with code 400 and the message"). */
  code?: string | number;
  /** Milliseconds before it leaves on its own; `null` keeps it until dismissed. */
  duration?: number | null;
};

export type Toast = {
  id: number;
  message: string;
  kind: ToastKind;
  code?: string | number;
  duration: number | null;
};

export const MAX_VISIBLE = 3;
export const DEFAULT_DURATION_MS = 6000;

type Listener = (visible: readonly Toast[]) => void;

export type ToastQueue = ReturnType<typeof createToastQueue>;

export function createToastQueue(
  options: {
    setTimer?: (run: () => void, ms: number) => unknown;
    clearTimer?: (handle: unknown) => void;
  } = {},
) {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let nextId = 1;
  let visible: Toast[] = [];
  let waiting: Toast[] = [];
  let paused = false;
  const timers = new Map<number, unknown>();
  const listeners = new Set<Listener>();

  function emit() {
    for (const listener of listeners) listener(visible);
  }

  function startTimer(toast: Toast) {
    if (toast.duration === null || paused || timers.has(toast.id)) return;
    timers.set(
      toast.id,
      setTimer(() => {
        timers.delete(toast.id);
        queue.dismiss(toast.id);
      }, toast.duration),
    );
  }

  function promote() {
    while (visible.length < MAX_VISIBLE && waiting.length > 0) {
      const toast = waiting.shift()!;
      visible = [...visible, toast];
      startTimer(toast);
    }
  }

  const queue = {
    show(input: ToastInput): number {
      const kind = input.kind ?? 'info';
      const same = [...visible, ...waiting].find((t) => t.message === input.message && t.kind === kind && t.code === input.code);
      if (same) return same.id;
      const toast: Toast = {
        id: nextId++,
        message: input.message,
        kind,
        ...(input.code === undefined ? {} : { code: input.code }),
        duration: input.duration !== undefined ? input.duration : kind === 'error' ? null : DEFAULT_DURATION_MS,
      };
      waiting.push(toast);
      promote();
      emit();
      return toast.id;
    },

    dismiss(id: number) {
      const timer = timers.get(id);
      if (timer !== undefined) {
        clearTimer(timer);
        timers.delete(id);
      }
      const before = visible.length + waiting.length;
      visible = visible.filter((t) => t.id !== id);
      waiting = waiting.filter((t) => t.id !== id);
      if (visible.length + waiting.length === before) return;
      promote();
      emit();
    },

    /** Stops the timers (pointer or focus on the toasts); `resume` starts them again from the full duration. */
    pause() {
      paused = true;
      for (const timer of timers.values()) clearTimer(timer);
      timers.clear();
    },

    resume() {
      paused = false;
      for (const toast of visible) startTimer(toast);
    },

    get visible(): readonly Toast[] {
      return visible;
    },

    get waiting(): readonly Toast[] {
      return waiting;
    },

    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return queue;
}

/** The page's one queue. */
export const toasts = createToastQueue();

/**
 * Shows a toast; returns its id for `dismissToast`. Callable from anywhere in the browser; on the
 * server it does nothing (the queue would be shared by every request), and returns 0.
 */
export function showToast(input: ToastInput): number {
  if (typeof window === 'undefined') return 0;
  return toasts.show(input);
}

export function dismissToast(id: number) {
  toasts.dismiss(id);
}
