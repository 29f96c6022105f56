import { StepBadge } from '../../components/step-badge.tsx';
import { t } from '../../lib/i18n.ts';
import type { StepState } from './topup-state.ts';

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
          <StepBadge state={step.state} number={index + 1} />
          <span className="text-sm font-semibold text-slate-900">{step.label}</span>
          <span className="text-xs text-slate-600">{t(`walletTopup.stepState.${step.state}`)}</span>
        </li>
      ))}
    </ol>
  );
}
