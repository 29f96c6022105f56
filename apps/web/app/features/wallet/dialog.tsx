import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal of the wallet (shell §2 "wallet restricted", "unverified phone", the gift-code success):
 * a native `<dialog>` opened with `showModal()`, so the page behind is inert and Escape closes it
 * (ADR 0004); labelled by its heading and described by its text.
 */
export function WalletDialog({
  heading,
  children,
  closeLabel,
  onClose,
  testId,
}: {
  heading: string;
  children: ReactNode;
  closeLabel: string;
  onClose(): void;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    return () => dialog.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-body`}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="p-6">
        <h2 id={`${id}-heading`} className="text-xl font-bold">
          {heading}
        </h2>
        <div id={`${id}-body`} className="mt-2 space-y-2 text-slate-700">
          {children}
        </div>
        <button
          type="button"
          ref={closeRef}
          onClick={onClose}
          className="mt-6 h-11 w-full rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
}
