import { t } from '../lib/i18n.ts';
import { AlertIcon, CheckIcon, CrossIcon, InfoIcon } from './icons.tsx';
import type { Toast } from './toast-queue.ts';

const look = {
  info: { box: 'bg-slate-900 text-white', icon: <InfoIcon className="h-5 w-5 flex-none text-sky-300" /> },
  success: { box: 'bg-slate-900 text-white', icon: <CheckIcon className="h-5 w-5 flex-none text-emerald-300" /> },
  error: { box: 'bg-red-700 text-white', icon: <AlertIcon className="h-5 w-5 flex-none" /> },
} as const;

/** The toasts of one live region (toasts.tsx), loaded when the first toast shows. */
export default function ToastList({ toasts: list, onDismiss }: { toasts: readonly Toast[]; onDismiss(id: number): void }) {
  return list.map((toast) => <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />);
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss(id: number): void }) {
  const { box, icon } = look[toast.kind];
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl px-4 py-3 text-sm shadow-lg ${box}`}
      data-testid="toast"
    >
      {icon}
      <p className="flex-1">
        {toast.message}
        {/* A real space, not a margin: the toast's text is read aloud and copied as one sentence. */}
        {toast.code !== undefined ? (
          <>
            {' '}
            <span className="opacity-80">{t('toasts.code', { code: String(toast.code) })}</span>
          </>
        ) : null}
      </p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-m-1 grid h-8 w-8 flex-none place-items-center rounded-full hover:bg-white/15"
      >
        <CrossIcon className="h-4 w-4" />
        <span className="sr-only">{t('toasts.dismiss')}</span>
      </button>
    </div>
  );
}
