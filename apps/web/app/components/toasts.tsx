import { lazy, Suspense, useSyncExternalStore } from 'react';
import { t } from '../lib/i18n.ts';
import { toasts, type Toast } from './toast-queue.ts';

const none: readonly Toast[] = [];

/** The toasts themselves (toast-list.tsx) are loaded with the first one; the live regions are not. */
const ToastList = lazy(() => import('./toast-list.tsx'));

function List({ toasts: list }: { toasts: readonly Toast[] }) {
  return list.length > 0 ? (
    <Suspense fallback={null}>
      <ToastList toasts={list} onDismiss={toasts.dismiss} />
    </Suspense>
  ) : null;
}

/**
 * Where toasts appear (raise one with `showToast` from toast-queue.ts). Two live regions exist from
 * the first render, so screen readers hear what is added later: a polite one for news and an
 * assertive one for errors. Pointer or focus on the toasts pauses their timers. The toasts'
 * own code is loaded with the first toast.
 */
export function Toasts() {
  const visible = useSyncExternalStore(
    toasts.subscribe,
    // No toasts is the server's own empty list: a new empty one would differ from it, and React
    // would render the regions again, synchronously, as the page finishes hydrating.
    () => (toasts.visible.length > 0 ? toasts.visible : none),
    () => none,
  );
  const errors = visible.filter((toast) => toast.kind === 'error');
  const news = visible.filter((toast) => toast.kind !== 'error');
  return (
    <section
      aria-label={t('toasts.label')}
      onPointerEnter={toasts.pause}
      onPointerLeave={toasts.resume}
      onFocus={toasts.pause}
      onBlur={toasts.resume}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end"
    >
      <div role="alert" className="flex w-full flex-col items-center gap-2 sm:items-end">
        <List toasts={errors} />
      </div>
      <div role="status" className="flex w-full flex-col items-center gap-2 sm:items-end">
        <List toasts={news} />
      </div>
    </section>
  );
}
