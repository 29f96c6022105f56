import { Suspense, useId } from 'react';
import type { BillingAddress, PaymentChannelView } from '@store/contracts';
import { ChannelLogo } from './channel-logo.tsx';
import type { ChannelFallback } from './channel-fallback.ts';
import { t, type WebKey } from '../../lib/i18n.ts';
import type { BillingDraft } from './billing.ts';
import { codacashOffer, CodacashOption, type CodacashLinks } from './codacash-option.tsx';
import { FieldError, optionClass, Step, type FieldBinding } from './fields.tsx';
import { BillingFields } from './on-demand.ts';
import type { CodacashStanding } from './use-codacash-wallet.ts';

/** Channel kinds in display order, with their group headings. */
const KINDS: ReadonlyArray<readonly [kind: string, key: WebKey]> = [
  ['codacash', 'checkout.payment.kind.codacash'],
  ['card', 'checkout.payment.kind.card'],
  ['ewallet', 'checkout.payment.kind.ewallet'],
  ['bank_transfer', 'checkout.payment.kind.bank_transfer'],
  ['carrier', 'checkout.payment.kind.carrier'],
  ['convenience_store', 'checkout.payment.kind.convenience_store'],
];

type Props = {
  channels: readonly PaymentChannelView[];
  selected: number | null;
  onSelect(id: number): void;
  error: string | null;
  field: FieldBinding;
  /** The shop's country, whose rules the billing address follows. */
  countryCode: string;
  billing: BillingDraft;
  onBilling(field: keyof BillingAddress, value: string): void;
  billingErrors: Partial<Record<keyof BillingAddress, string>>;
  /** The shopper's Codacash (commerce §4 display states), and the chosen denomination's price. */
  codacash: CodacashStanding;
  priceMinor: bigint | null;
  links: CodacashLinks;
  /** 3, or 2 for a voucher (no player step). */
  number: number;
  /** The designed fallbacks of the channels without a mark (ADR 0039), by channel id. */
  fallbacks: Readonly<Record<number, ChannelFallback>>;
  /** The chosen amount's price, shown on each channel (no channel adds a fee or a discount yet). */
  price: string | null;
  /** The channel most shoppers of the country paid with lately (ADR 0040), suggested with a badge. */
  mostUsedId: number | null;
};

/** Step 3 (2 for a voucher): the country's payment channels, grouped by kind; a billing address when the channel needs one. */
export function PaymentStep(props: Props) {
  const { channels, selected } = props;
  const base = useId();
  const chosen = channels.find((c) => c.id === selected);
  // A channel the shopper cannot choose (Codacash for a guest) never takes the focus.
  const usable = (channel: PaymentChannelView) => channel.kind !== 'codacash' || codacashOffer(props.codacash, props.priceMinor).usable;
  const focusTarget = selected ?? channels.find(usable)?.id;
  const known = new Set(KINDS.map(([kind]) => kind));
  const groups = [
    ...KINDS.map(([kind, key]) => ({ kind, title: t(key), channels: channels.filter((c) => c.kind === kind) })),
    { kind: 'other', title: t('checkout.payment.kind.other'), channels: channels.filter((c) => !known.has(c.kind)) },
  ].filter((g) => g.channels.length > 0);
  return (
    <Step id="payment" number={props.number} title={t('checkout.payment.heading')}>
      <fieldset aria-describedby={props.error ? 'payment-error' : undefined}>
        <legend className="sr-only">{t('checkout.payment.legend')}</legend>
        <div className="space-y-4">
          {groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${base}-${group.kind}`}>
              {/* Codacash's group holds only Codacash, whose name is on its card: the heading is for screen readers. */}
              <h3
                id={`${base}-${group.kind}`}
                className={group.kind === 'codacash' ? 'sr-only' : 'mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600'}
              >
                {group.title}
              </h3>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                {group.channels.map((channel) =>
                  channel.kind === 'codacash' ? (
                    <CodacashOption
                      key={channel.id}
                      channel={channel}
                      standing={props.codacash}
                      priceMinor={props.priceMinor}
                      links={props.links}
                      checked={selected === channel.id}
                      onSelect={() => props.onSelect(channel.id)}
                      invalid={!!props.error}
                      binding={channel.id === focusTarget ? props.field('paymentChannel') : {}}
                    />
                  ) : (
                    <label key={channel.id} className={optionClass}>
                      <input
                        type="radio"
                        name="paymentChannel"
                        value={channel.id}
                        checked={selected === channel.id}
                        onChange={() => props.onSelect(channel.id)}
                        {...(channel.id === focusTarget ? props.field('paymentChannel') : {})}
                        className="sr-only"
                        aria-invalid={props.error ? true : undefined}
                        // Named by the channel alone; its price and the "most used" badge describe it.
                        aria-labelledby={`${base}-channel-${channel.id}`}
                        aria-describedby={`${base}-channel-${channel.id}-more`}
                      />
                      <span className="flex items-center gap-3">
                        <ChannelLogo marks={channel.marks} fallback={props.fallbacks[channel.id]} className="h-10 w-16 flex-none" />
                        <span className="flex min-w-0 flex-col">
                          <span id={`${base}-channel-${channel.id}`} className="font-medium text-slate-900">
                            <bdi>{channel.name}</bdi>
                          </span>
                          {/* Always one line, so that the price appearing with an amount moves nothing. */}
                          <span
                            id={`${base}-channel-${channel.id}-more`}
                            className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm"
                          >
                            <span className="font-semibold text-brand-700" data-testid="channel-price">
                              {props.price ? <bdi>{props.price}</bdi> : '\u00a0'}
                            </span>
                            {channel.id === props.mostUsedId && (
                              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                                {t('checkout.payment.mostUsed')}
                              </span>
                            )}
                          </span>
                        </span>
                      </span>
                    </label>
                  ),
                )}
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <FieldError id="payment-error" message={props.error} />
      {chosen?.needsBillingAddress && (
        <Suspense fallback={null}>
          <BillingFields
            channelName={chosen.name}
            countryCode={props.countryCode}
            billing={props.billing}
            onBilling={props.onBilling}
            billingErrors={props.billingErrors}
            field={props.field}
          />
        </Suspense>
      )}
    </Step>
  );
}
