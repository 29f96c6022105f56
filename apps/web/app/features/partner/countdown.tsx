import { useEffect, useState } from 'react';
import { countdown } from '@store/contracts/account.ts';
import { t } from '../../lib/i18n.ts';

/**
 * The pre-registration countdown (shell §4: days and hours while a day or more remains, else hours,
 * minutes and seconds, zeros once past). The server render shows the time at render; the browser
 * ticks every second. Screen readers get the whole value, not every tick.
 */
export function PreRegistrationCountdown({ endsAt, renderedAt }: { endsAt: string; renderedAt: number }) {
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = countdown(end - now);
  const units =
    'days' in left
      ? ([
          ['days', left.days, t('partnerStorefront.days')],
          ['hours', left.hours, t('partnerStorefront.hours')],
        ] as const)
      : ([
          ['hours', left.hours, t('partnerStorefront.hours')],
          ['minutes', left.minutes, t('partnerStorefront.minutes')],
          ['seconds', left.seconds, t('partnerStorefront.seconds')],
        ] as const);
  return (
    <section aria-labelledby="partner-countdown" className="rounded-2xl bg-white/10 p-4 ring-1 ring-white/20">
      <h2 id="partner-countdown" className="text-sm font-semibold uppercase tracking-wide text-amber-200">
        {t('partnerStorefront.countdownLabel')}
      </h2>
      <dl className="mt-3 flex gap-3" data-testid="partner-countdown">
        {units.map(([unit, value, label]) => (
          <div key={unit} className="min-w-16 rounded-xl bg-slate-950/60 px-3 py-2 text-center">
            <dt className="text-xs text-slate-200">{label}</dt>
            <dd className="text-2xl font-extrabold tabular-nums text-white">{String(value).padStart(2, '0')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
