import { useState } from 'react';
import type { OrderView } from '@store/contracts';
import { callApi } from '../../lib/api.ts';
import { t } from '../../lib/i18n.ts';
import { progressOf } from './order-state.ts';

type Check = { state: 'idle' } | { state: 'checking' } | { state: 'unpaid' } | { state: 'failed'; message: string };

/**
 * What a shopper can do about an order still waiting for payment (commerce §2): go back to the
 * provider's page for this payment while it is valid (the order shows its address only then), or
 * have the store ask the provider now (`POST /api/order/:id/check-payment`, ADR 0021) instead of
 * waiting for its webhook. `onChecked` gets the order as the check left it.
 */
export function PaymentActions({ order, onChecked }: { order: OrderView; onChecked: (order: OrderView) => void }) {
  const [check, setCheck] = useState<Check>({ state: 'idle' });

  async function checkNow() {
    setCheck({ state: 'checking' });
    const result = await callApi<OrderView>(`/api/order/${encodeURIComponent(order.orderId)}/check-payment`, { method: 'POST', body: {} });
    if (!result.ok) {
      setCheck({ state: 'failed', message: t(result.messageKey) });
      return;
    }
    onChecked(result.data);
    setCheck(progressOf(result.data.status) === 'awaitingPayment' ? { state: 'unpaid' } : { state: 'idle' });
  }

  return (
    <>
      <div className="mt-4 flex flex-col gap-2">
        {order.paymentUrl && (
          <a
            href={order.paymentUrl}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 py-2 text-center font-semibold text-white hover:bg-brand-700"
          >
            {t('waiting.continueToPayment')}
          </a>
        )}
        <button
          type="button"
          onClick={() => void checkNow()}
          disabled={check.state === 'checking'}
          aria-busy={check.state === 'checking'}
          className="inline-flex min-h-11 items-center justify-center rounded-full border border-slate-300 bg-white px-6 py-2 text-center font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70"
        >
          {t('waiting.checkPayment')}
        </button>
      </div>
      <p role="status" aria-live="polite" className={`mt-3 text-sm ${check.state === 'failed' ? 'text-red-700' : 'text-slate-700'}`}>
        {check.state === 'checking' && t('waiting.checking')}
        {check.state === 'unpaid' && t('waiting.stillUnpaid')}
        {check.state === 'failed' && check.message}
      </p>
    </>
  );
}
