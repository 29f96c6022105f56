import { useId } from 'react';
import type { ProductDetail } from '@store/contracts';
import { CheckIcon, SpinnerIcon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import { FieldError, inputClass, labelClass, Step, type FieldBinding } from './fields.tsx';
import type { Verification } from './form-model.ts';

type Props = {
  product: ProductDetail;
  userId: string;
  zoneId: string;
  onUserId(value: string): void;
  onZoneId(value: string): void;
  onVerify(): void;
  verification: Verification;
  /** The player ID's error: missing, malformed, or what the publisher answered. */
  userIdError: string | null;
  zoneIdError: string | null;
  field: FieldBinding;
};

/** Step 1 (commerce §2): the player's ID, and zone where the game needs one, checked with the publisher. */
export function PlayerStep(props: Props) {
  const { product, verification } = props;
  const base = useId();
  const userIdField = `${base}-user`;
  const zoneField = `${base}-zone`;
  const resultId = `${base}-result`;
  const userErrorId = `${base}-user-error`;
  const zoneErrorId = `${base}-zone-error`;
  const userError = props.userIdError;
  return (
    <Step id="player" number={1} title={t('checkout.player.heading')}>
      <div className={`grid gap-3 ${product.needsZone ? 'sm:grid-cols-[2fr_1fr_auto]' : 'sm:grid-cols-[1fr_auto]'} sm:items-start`}>
        <div>
          <label htmlFor={userIdField} className={labelClass}>
            {product.userIdLabel}
          </label>
          <input
            id={userIdField}
            {...props.field('userId')}
            name="userId"
            value={props.userId}
            onChange={(e) => props.onUserId(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            inputMode={/username|riot/i.test(product.userIdLabel) ? 'text' : 'numeric'}
            placeholder={t('checkout.player.userIdPlaceholder', { label: product.userIdLabel })}
            aria-invalid={userError ? true : undefined}
            aria-describedby={userError ? userErrorId : verification.status === 'verified' ? resultId : undefined}
            className={inputClass}
          />
          <FieldError id={userErrorId} message={userError} />
        </div>
        {product.needsZone && (
          <div>
            <label htmlFor={zoneField} className={labelClass}>
              {t('checkout.player.zoneLabel')}
            </label>
            <input
              id={zoneField}
              {...props.field('zoneId')}
              name="zoneId"
              value={props.zoneId}
              onChange={(e) => props.onZoneId(e.target.value)}
              autoComplete="off"
              inputMode="numeric"
              maxLength={16}
              placeholder={t('checkout.player.zonePlaceholder')}
              aria-invalid={props.zoneIdError ? true : undefined}
              aria-describedby={props.zoneIdError ? zoneErrorId : undefined}
              className={inputClass}
            />
            <FieldError id={zoneErrorId} message={props.zoneIdError} />
          </div>
        )}
        <div className="sm:pt-7">
          <button
            type="button"
            onClick={props.onVerify}
            disabled={verification.status === 'checking'}
            className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg border border-brand-600 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
          >
            {verification.status === 'checking' && <SpinnerIcon className="h-4 w-4 animate-spin" />}
            {verification.status === 'checking' ? t('checkout.player.verifying') : t('checkout.player.verify')}
          </button>
        </div>
      </div>
      <div id={resultId} role="status" aria-live="polite" className="empty:hidden">
        {verification.status === 'verified' && (
          <p className="mt-3 flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
            <CheckIcon className="h-5 w-5 flex-none text-emerald-700" />
            <span>
              {t('checkout.player.found')}{' '}
              <strong className="font-semibold" data-testid="player-nickname">
                <bdi>{verification.nickname}</bdi>
              </strong>
            </span>
          </p>
        )}
      </div>
      <p className="mt-3 text-sm text-slate-600">{t('checkout.player.hint', { label: product.userIdLabel })}</p>
    </Step>
  );
}
