import type { OrderView } from '@store/contracts';
import { t } from '../../lib/i18n.ts';

/** A top-up's player as the order pages and the history write it: "Nickname (12345 · 2001)". */
export function playerLabel(player: { userId: string; zoneId: string | null; nickname: string | null }): string {
  const id = player.zoneId ? `${player.userId} · ${player.zoneId}` : player.userId;
  return player.nickname ? `${player.nickname} (${id})` : id;
}

/** What was bought, for whom (a top-up's player) and how: shown on the waiting and complete pages (`amount` is written by the server). */
export function OrderDetails({ order, amount }: { order: OrderView; amount: string }) {
  // The order id is one word a shopper may read out to support: too long for the row on a phone, it
  // moves whole under its label (flex-wrap) instead of breaking off its last letters.
  const rows: Array<[string, string, wholeLine?: boolean]> = [
    [t('order.details.item'), `${order.productName} · ${order.denominationName}`],
    // A voucher has no player (docs/decisions/0038).
    ...(order.playerUserId === null
      ? []
      : [
          [
            t('order.details.player'),
            playerLabel({ userId: order.playerUserId, zoneId: order.playerZoneId, nickname: order.playerNickname }),
          ] as [string, string],
        ]),
    [t('order.details.payment'), order.paymentChannelName],
    [t('order.details.amount'), amount],
    [t('order.details.orderId'), order.orderId, true],
  ];
  return (
    <dl className="divide-y divide-slate-200 rounded-xl bg-slate-50 px-4 text-sm ring-1 ring-slate-200">
      {rows.map(([label, value, wholeLine]) => (
        <div key={label} className={`flex items-baseline justify-between gap-x-4 gap-y-1 py-3${wholeLine ? ' flex-wrap' : ''}`}>
          <dt className="flex-none text-slate-600">{label}</dt>
          {/* Names, ids and amounts are data in Latin script: isolated, so right-to-left pages keep their order. */}
          <dd className="ms-auto min-w-0 text-end font-medium text-slate-900 [overflow-wrap:anywhere]">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
