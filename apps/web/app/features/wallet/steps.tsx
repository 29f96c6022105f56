import { CheckIcon, ClockIcon, CrossIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import type { StepState } from './topup-state.ts';

const badge: Record<StepState, string> = {
  done: 'bg-emerald-600 text-white',
  current: 'bg-brand-600 text-white ring-4 ring-brand-100',
  upcoming: 'bg-slate-200 text-slate-600',
  failed: 'bg-red-600 text-white',
};

/** A row of numbered steps with their state in words (the activation, a top-up, a quick top-up). */
export function Steps({ label, steps }: { label: string; steps: ReadonlyArray<{ name: string; label: string; state: StepState }> }) {
  return (
    <ol className="mt-6 flex items-start gap-2" aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={step.name}
          data-step={step.name}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center"
        >
          <span className={`grid h-9 w-9 flex-none place-items-center rounded-full text-sm font-bold ${badge[step.state]}`}>
            {step.state === 'done' ? (
              <CheckIcon className="h-5 w-5" />
            ) : step.state === 'failed' ? (
              <CrossIcon className="h-5 w-5" />
            ) : step.state === 'current' ? (
              <ClockIcon className="h-5 w-5" />
            ) : (
              index + 1
            )}
          </span>
          <span className="text-sm font-semibold text-slate-900">{step.label}</span>
          <span className="text-xs text-slate-600">{t(`walletTopup.stepState.${step.state}`)}</span>
        </li>
      ))}
    </ol>
  );
}
