import { useEffect, useRef } from 'react';
import { CloseButton } from '../../components/close-button.tsx';
import { t } from '../../lib/i18n.ts';

type Props = {
  /** The age this purchase needs (18, or the game's own lower minimum). */
  age: number;
  productName: string;
  onAnswer(oldEnough: boolean): void;
  /** Closed without an answer (Escape, the close button): nothing is remembered. */
  onClose(): void;
};

/**
 * The age gate (commerce §5, ADR 0037), asked at Buy now before the order's confirmation while
 * this browser has not answered for this age. A native modal <dialog>, like the confirmation: the
 * page behind it is inert, Escape closes it, it is labelled by its heading and described by its
 * question; the focus starts on the first answer.
 */
export function AgeGateDialog({ age, productName, onAnswer, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const firstRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    firstRef.current?.focus();
    return () => dialog.close();
  }, []);

  const answer = 'h-11 rounded-full px-5 font-semibold';
  return (
    <dialog
      ref={ref}
      aria-labelledby="age-gate-heading"
      aria-describedby="age-gate-description"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-0 text-slate-900 shadow-2xl"
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="age-gate-heading" className="text-xl font-bold">
            {t('checkout.ageGate.heading')}
          </h2>
          <CloseButton label={t('checkout.confirm.close')} onClick={onClose} className="-me-2 -mt-1" />
        </div>
        <p id="age-gate-description" className="mt-2 text-slate-700">
          {t('checkout.ageGate.question', { age, product: productName })}
        </p>
        <p className="mt-2 text-sm text-slate-600">{t('checkout.ageGate.once')}</p>
        <div className="mt-6 flex flex-col gap-2">
          <button
            type="button"
            ref={firstRef}
            onClick={() => onAnswer(true)}
            className={`${answer} bg-brand-600 text-white hover:bg-brand-700`}
          >
            {t('checkout.ageGate.oldEnough', { age })}
          </button>
          <button
            type="button"
            onClick={() => onAnswer(false)}
            className={`${answer} border border-slate-300 text-slate-800 hover:bg-slate-50`}
          >
            {t('checkout.ageGate.tooYoung', { age })}
          </button>
        </div>
      </div>
    </dialog>
  );
}
