import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { failureParams } from '../../../lib/api.ts';
import { t, type MessageKey } from '../../../lib/i18n.ts';
import { shopPath, type ShopLocale } from '../../../lib/locale.ts';
import { accountPost } from '../client.ts';
import { AccountCard, FormError, Notice, SubmitButton, UidField, UidTypeSwitch, uidValue, type UidType } from '../form.tsx';

/** Shell §2 /unsubscribe: stop marketing messages to an e-mail or mobile, with Cancel and Back to home. */
export function UnsubscribeScreen({ shop }: { shop: ShopLocale }) {
  const phoneCode = shop.country.phoneCode;
  const [uidType, setUidType] = useState<UidType>('email');
  const [uid, setUid] = useState('');
  const [error, setError] = useState<{ key: MessageKey; params: Record<string, string | number> } | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const secondary =
    'flex h-11 w-full items-center justify-center rounded-full border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (!uid.trim()) return setError({ key: 'accountForm.required', params: {} });
    setBusy(true);
    const result = await accountPost('/api/customer/user/unsubscribe', { uid: uidValue(uidType, uid, phoneCode), uidType });
    setBusy(false);
    if (!result.ok) {
      const key =
        result.resultCode === 'InvalidParameterException'
          ? uidType === 'email'
            ? 'accountForm.invalidEmail'
            : 'accountForm.invalidMobile'
          : result.messageKey;
      return setError({ key, params: failureParams(result.data) });
    }
    setDone(true);
  }

  return (
    <AccountCard heading={t('unsubscribe.heading')} intro={done ? undefined : t('unsubscribe.intro')}>
      {done ? (
        <div className="space-y-4">
          <Notice>{t('unsubscribe.done')}</Notice>
          <Link to={shopPath(shop)} className={secondary}>
            {t('accountForm.backHome')}
          </Link>
        </div>
      ) : (
        <form method="post" onSubmit={submit} noValidate className="space-y-4">
          <UidTypeSwitch
            value={uidType}
            onChange={(type) => {
              setUidType(type);
              setUid('');
              setError(null);
            }}
          />
          <UidField type={uidType} value={uid} onChange={setUid} phoneCode={phoneCode} />
          <FormError messageKey={error?.key ?? null} params={error?.params} />
          <SubmitButton busy={busy}>{t('unsubscribe.submit')}</SubmitButton>
          <Link to={shopPath(shop)} className={secondary}>
            {t('unsubscribe.cancel')}
          </Link>
        </form>
      )}
    </AccountCard>
  );
}
