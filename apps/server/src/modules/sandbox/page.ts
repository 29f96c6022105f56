/** The sandbox provider's hosted payment page: self-contained HTML, no external assets. */
import { currencies } from '@store/db/seed';

export type HostedPageModel = {
  paymentRef: string;
  merchant: string;
  description: string;
  amount: string;
  channel: string;
  /** The billing address the merchant sent, one line (a card form would start from it). */
  billingAddress: string | null;
  /** The shopper's nationality the merchant sent (ISO 3166-1), if any. */
  nationality: string | null;
  status: string;
  returnUrl: string;
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Minor units to a formatted amount with the currency's ISO 4217 minor units. Intl's own digits
 * follow CLDR, which differs for some currencies (IDR: 0 in CLDR, 2 in ISO 4217), so the ISO
 * table decides and Intl only lays the number out.
 */
export function formatMinor(amountMinor: bigint, currency: string): string {
  const iso = currencies[currency]?.exponent;
  const probe = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'code' });
  const exponent = iso ?? probe.resolvedOptions().maximumFractionDigits ?? 2;
  const format = new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  });
  const negative = amountMinor < 0n;
  const digits = (negative ? -amountMinor : amountMinor).toString().padStart(exponent + 1, '0');
  const decimal = exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
  return format.format(`${negative ? '-' : ''}${decimal}` as unknown as number);
}

const styles = `
:root { color-scheme: light dark; --bg: #f3f4f8; --card: #fff; --text: #1b1d29; --muted: #5a5f73; --line: #dfe2ea;
  --accent: #1d5fd1; --accent-text: #fff; --danger: #b42318; --focus: #f5a524; }
@media (prefers-color-scheme: dark) { :root { --bg: #11131a; --card: #1b1e28; --text: #eef0f6; --muted: #a9afc2; --line: #2d3242;
  --accent: #6d9cf2; --accent-text: #0b1020; --danger: #ff8a80; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px 16px; background: var(--bg);
  color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { width: 100%; max-width: 420px; background: var(--card); border: 1px solid var(--line); border-radius: 16px;
  box-shadow: 0 8px 30px rgb(0 0 0 / 0.08); overflow: hidden; }
header { padding: 20px 24px; border-bottom: 1px solid var(--line); display: flex; align-items: center; gap: 12px; }
.logo { width: 40px; height: 40px; border-radius: 10px; display: grid; place-items: center; font-weight: 700;
  background: linear-gradient(135deg, #1d5fd1, #7b3fe4); color: #fff; flex: none; }
header p { margin: 0; color: var(--muted); font-size: 14px; }
h1 { margin: 0; font-size: 18px; }
.badge { margin-left: auto; font-size: 12px; font-weight: 600; padding: 2px 8px; border-radius: 999px;
  border: 1px solid var(--line); color: var(--muted); }
section { padding: 20px 24px; }
.amount { font-size: 32px; font-weight: 700; letter-spacing: -0.01em; margin: 0 0 16px; }
dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; }
dt { color: var(--muted); }
dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
form { display: grid; gap: 10px; padding: 0 24px 24px; }
button, .link { font: inherit; font-weight: 600; min-height: 48px; border-radius: 10px; cursor: pointer; padding: 10px 16px;
  text-align: center; text-decoration: none; }
button:focus-visible, .link:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.approve { background: var(--accent); color: var(--accent-text); border: 0; }
.decline { background: transparent; color: var(--danger); border: 2px solid currentColor; }
.abandon { background: transparent; color: var(--muted); border: 0; text-decoration: underline; }
.notice { margin: 0 24px 24px; padding: 12px 16px; border-radius: 10px; background: var(--bg); }
.link { display: block; margin: 0 24px 24px; background: var(--accent); color: var(--accent-text); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
footer { padding: 12px 24px; border-top: 1px solid var(--line); color: var(--muted); font-size: 13px; }
`;

const finished: Record<string, string> = {
  succeeded: 'This payment was approved.',
  failed: 'This payment was declined.',
  cancelled: 'This payment was cancelled.',
};

export function renderHostedPage(model: HostedPageModel): string {
  const e = escapeHtml;
  const open = model.status === 'created' || model.status === 'pending';
  const actions = open
    ? `<form method="post" action="/sandbox/pay/${e(model.paymentRef)}">
  <button class="approve" type="submit" name="action" value="approve">Approve payment</button>
  <button class="decline" type="submit" name="action" value="decline">Decline payment</button>
  <button class="abandon" type="submit" name="action" value="abandon">Cancel and return</button>
</form>`
    : `<p class="notice" role="status">${e(finished[model.status] ?? 'This payment is closed.')}</p>
<a class="link" href="${e(model.returnUrl)}">Return to the store</a>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pay ${e(model.amount)} · ${e(model.merchant)} · Sandbox</title>
<style>${styles}</style>
</head>
<body>
<main>
<header>
  <div class="logo" aria-hidden="true">P</div>
  <div><h1>${e(model.merchant)}</h1><p>Secure checkout</p></div>
  <span class="badge">Sandbox</span>
</header>
<section aria-labelledby="summary">
  <h2 id="summary" class="amount"><span class="visually-hidden">Amount to pay: </span>${e(model.amount)}</h2>
  <dl>
    <dt>Item</dt><dd>${e(model.description)}</dd>
    <dt>Payment method</dt><dd>${e(model.channel)}</dd>
    ${model.billingAddress ? `<dt>Billing address</dt><dd>${e(model.billingAddress)}</dd>` : ''}
    ${model.nationality ? `<dt>Nationality</dt><dd>${e(model.nationality)}</dd>` : ''}
    <dt>Reference</dt><dd><code>${e(model.paymentRef)}</code></dd>
  </dl>
</section>
${actions}
<footer>Test payment page: no real money moves. Choose what the payment provider should report to the store.</footer>
</main>
</body>
</html>`;
}

export function renderNotFoundPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment not found · Sandbox</title><style>${styles}</style></head>
<body><main><section><h1>Payment not found</h1><p>This payment link is not valid.</p></section></main></body></html>`;
}
