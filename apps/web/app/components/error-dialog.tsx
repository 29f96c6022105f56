import { useEffect, useId, useRef } from 'react';
import { t } from '../lib/i18n.ts';
import type { ShellError } from './error-modal.tsx';
import { AlertIcon } from './icons.tsx';

/**
 * A native modal `<dialog>`: `showModal()` makes the page behind inert, so focus stays in the
 * dialog; Escape or the button closes it, and focus returns to where it was. Loaded with the
 * first error (error-modal.tsx), which it shows until `onClose`.
 */
export default function ErrorDialog({ current, onClose }: { current: ShellError | undefined; onClose(): void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (current && !dialog.open) dialog.showModal();
    if (!current && dialog.open) dialog.close();
  }, [current]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-xl"
    >
      {current ? (
        <div className="p-6">
          <div className="flex items-start gap-3">
            <span className="grid h-10 w-10 flex-none place-items-center rounded-full bg-red-50 text-red-700">
              <AlertIcon className="h-5 w-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-lg font-bold">
                {current.header ?? t('errorModal.title')}
              </h2>
              <p id={messageId} className="mt-2 text-slate-700">
                {current.message}
              </p>
              {current.code !== undefined ? (
                <p className="mt-2 text-sm text-slate-600">{t('errorModal.code', { code: String(current.code) })}</p>
              ) : null}
            </div>
          </div>
          <form method="dialog" className="mt-6 flex justify-end">
            <button type="submit" autoFocus className="h-11 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
              {t('errorModal.close')}
            </button>
          </form>
        </div>
      ) : null}
    </dialog>
  );
}
