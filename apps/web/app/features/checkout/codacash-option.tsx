import { useId, type RefCallback } from 'react';
import type { PaymentChannelView } from '@store/contracts';
import { t } from '../../lib/i18n.ts';
import { optionCardClass } from './fields.tsx';
import type { CodacashStanding } from './use-codacash-wallet.ts';

/** Where the Codacash option sends a shopper who cannot pay with it yet. */
export type CodacashLinks = { signIn: string; activate: string };

type Tone = 'muted' | 'ok' | 'warn' | 'blocked';

/**
 * What the payment step says about Codacash (commerce §4, §6): whether it can be chosen, the line
 * under its name, and the link that helps. A balance that is short of the price can still be
 * chosen: the waiting page then offers the quick top-up of the difference (commerce §4).
 */
export function codacashOffer(
  standing: CodacashStanding,
  priceMinor: bigint | null,
): { usable: boolean; tone: Tone; lines: string[]; link: keyof CodacashLinks | null } {
  switch (standing.kind) {
    case 'guest':
      return { usable: false, tone: 'muted', lines: [t('checkout.payment.codacash.signIn')], link: 'signIn' };
    case 'loading':
      return { usable: true, tone: 'muted', lines: [t('checkout.payment.codacash.loading')], link: null };
    case 'failed':
      return { usable: true, tone: 'muted', lines: [t('checkout.payment.codacash.balanceUnknown')], link: null };
  }
  const balance = standing.balanceMinor;
  switch (standing.state) {
    case 'activated': {
      const lines = [t('checkout.payment.codacash.balance', { balance: standing.format(balance ?? 0n) })];
      if (balance !== null && priceMinor !== null && balance < priceMinor) {
        lines.push(t('checkout.payment.codacash.short', { amount: standing.format(priceMinor - balance) }));
        return { usable: true, tone: 'warn', lines, link: null };
      }
      return { usable: true, tone: 'ok', lines, link: null };
    }
    case 'notActivated':
      return { usable: false, tone: 'muted', lines: [t('checkout.payment.codacash.notActivated')], link: 'activate' };
    case 'activationDisabled':
    case 'maxUsersReached':
      return { usable: false, tone: 'muted', lines: [t('checkout.payment.codacash.activationClosed')], link: null };
    case 'restricted':
      return { usable: false, tone: 'blocked', lines: [t('checkout.payment.codacash.restricted')], link: null };
    case 'suspended':
      return { usable: false, tone: 'blocked', lines: [t('checkout.payment.codacash.suspended')], link: null };
    case 'unavailable':
    case 'loading':
      return { usable: false, tone: 'muted', lines: [t('checkout.payment.codacash.otherCountry')], link: null };
  }
}

const toneClass: Record<Tone, string> = {
  muted: 'text-slate-600',
  ok: 'text-emerald-800',
  warn: 'text-amber-900',
  blocked: 'text-red-700',
};

type Props = {
  channel: PaymentChannelView;
  standing: CodacashStanding;
  priceMinor: bigint | null;
  links: CodacashLinks;
  checked: boolean;
  onSelect(): void;
  invalid: boolean;
  binding: { ref?: RefCallback<HTMLInputElement>; autoFocus?: boolean };
};

/** Codacash, first of the channels and across the row: its balance, or why it cannot be used yet. */
export function CodacashOption(props: Props) {
  const offer = codacashOffer(props.standing, props.priceMinor);
  const statusId = useId();
  return (
    <div className="sm:col-span-2" data-testid="codacash-option" data-usable={offer.usable}>
      <label className={optionCardClass}>
        <input
          type="radio"
          name="paymentChannel"
          value={props.channel.id}
          checked={props.checked && offer.usable}
          disabled={!offer.usable}
          onChange={props.onSelect}
          {...props.binding}
          className="sr-only"
          aria-invalid={props.invalid ? true : undefined}
          aria-describedby={statusId}
        />
        <span className="flex min-w-0 items-start gap-3">
          <span
            aria-hidden="true"
            className="grid h-9 w-9 flex-none place-items-center rounded-lg bg-brand-600 text-xs font-bold text-white"
          >
            CC
          </span>
          <span className="min-w-0">
            <span className="block font-medium text-slate-900">
              <bdi>{props.channel.name}</bdi>
            </span>
            <span id={statusId} className={`mt-0.5 block text-sm ${toneClass[offer.tone]}`} data-testid="codacash-status">
              {offer.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </span>
          </span>
        </span>
      </label>
      {offer.link && (
        <a href={props.links[offer.link]} className="mt-1.5 inline-block text-sm font-semibold text-brand-700 underline">
          {offer.link === 'signIn' ? t('checkout.payment.codacash.signInLink') : t('checkout.payment.codacash.activate')}
        </a>
      )}
    </div>
  );
}
