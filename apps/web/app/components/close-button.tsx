import type { Ref } from 'react';
import { CrossIcon } from './icons.tsx';

/**
 * The "×" that closes a dialog, a panel or the menu: one round 40 px target, named for screen
 * readers by `label`, on any light background. `className` places it (a negative margin to align
 * with a heading, or `absolute` in a corner).
 */
export function CloseButton({
  label,
  onClick,
  disabled = false,
  className = '',
  buttonRef,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  className?: string;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      type="button"
      ref={buttonRef}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={`grid h-10 w-10 flex-none place-items-center rounded-full text-slate-600 hover:bg-slate-900/5 hover:text-slate-900 disabled:opacity-50 ${className}`}
    >
      <CrossIcon className="h-5 w-5" />
    </button>
  );
}
