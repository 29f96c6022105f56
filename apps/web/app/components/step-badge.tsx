import { CheckIcon, ClockIcon, CrossIcon } from './icons.tsx';

/** Where a step of a progress list stands (an order's, a top-up's). */
export type StepState = 'done' | 'current' | 'upcoming' | 'failed';

const badge: Record<StepState, string> = {
  done: 'bg-emerald-600 text-white',
  current: 'bg-brand-600 text-white ring-4 ring-brand-100',
  upcoming: 'bg-slate-200 text-slate-600',
  failed: 'bg-red-600 text-white',
};

/** The round badge of a step: a tick, a cross, a clock, or its number while it is still to come. */
export function StepBadge({ state, number }: { state: StepState; number: number }) {
  return (
    <span className={`grid h-9 w-9 flex-none place-items-center rounded-full text-sm font-bold ${badge[state]}`}>
      {state === 'done' ? (
        <CheckIcon className="h-5 w-5" />
      ) : state === 'failed' ? (
        <CrossIcon className="h-5 w-5" />
      ) : state === 'current' ? (
        <ClockIcon className="h-5 w-5" />
      ) : (
        number
      )}
    </span>
  );
}
