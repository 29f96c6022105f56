import { useState } from 'react';
import type { RevealedVoucherCode, VoucherCode } from '@store/contracts';
import { callApi } from '../../lib/api.ts';
import { t } from '../../lib/i18n.ts';

type Props = { orderId: string; productName: string; code: VoucherCode };

/**
 * A delivered voucher's code (docs/decisions/0038): masked until the shopper asks for it, fetched
 * then from the order's own address (the same access as the order page), and copied with one
 * press. What happened is said in a live region, so a screen reader hears "Code copied" too.
 */
export function VoucherCodePanel({ orderId, productName, code }: Props) {
  const [revealed, setRevealed] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  async function fetchCode(): Promise<string | null> {
    if (revealed) return revealed;
    setBusy(true);
    const result = await callApi<RevealedVoucherCode>(`/api/order/${encodeURIComponent(orderId)}/voucher-code`);
    setBusy(false);
    if (!result.ok) {
      setStatus(t('order.voucher.revealFailed'));
      return null;
    }
    setRevealed(result.data.code);
    return result.data.code;
  }

  async function toggle() {
    if (shown) {
      setShown(false);
      setStatus('');
      return;
    }
    if (await fetchCode()) {
      setShown(true);
      setStatus('');
    }
  }

  async function copy() {
    const whole = await fetchCode();
    if (!whole) return;
    try {
      await navigator.clipboard.writeText(whole);
      setStatus(t('order.voucher.copied'));
    } catch {
      // No clipboard (an insecure origin, a refused permission): the code is shown to copy by hand.
      setShown(true);
      setStatus(t('order.voucher.copyFailed'));
    }
  }

  const buttonClass =
    'inline-flex h-11 items-center justify-center rounded-full border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60';
  return (
    <section
      aria-labelledby={`${orderId}-code`}
      className="rounded-xl bg-slate-50 p-4 text-start ring-1 ring-slate-200"
      data-testid="voucher-code"
    >
      <h2 id={`${orderId}-code`} className="text-sm font-semibold text-slate-700">
        {t('order.voucher.heading')}
      </h2>
      {code.voided ? (
        <p className="mt-2 text-sm text-slate-700">{t('order.voucher.voided')}</p>
      ) : (
        <>
          {/* A code is Latin letters and digits, read left to right on every page. */}
          <p
            dir="ltr"
            className="mt-2 font-mono text-xl font-bold tracking-wider text-slate-900 [overflow-wrap:anywhere] rtl:text-end"
            data-testid="voucher-code-value"
          >
            {shown && revealed ? (
              revealed
            ) : (
              <span aria-label={t('order.voucher.hidden', { last: code.masked.slice(-4) })}>{code.masked}</span>
            )}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className={buttonClass} onClick={() => void toggle()} disabled={busy} aria-pressed={shown}>
              {t('order.voucher.show')}
            </button>
            <button type="button" className={buttonClass} onClick={() => void copy()} disabled={busy}>
              {t('order.voucher.copy')}
            </button>
          </div>
          <p className="mt-3 text-sm text-slate-600">{t('order.voucher.hint', { product: productName })}</p>
        </>
      )}
      <p role="status" className="mt-2 text-sm font-medium text-emerald-700 empty:hidden">
        {status}
      </p>
    </section>
  );
}
