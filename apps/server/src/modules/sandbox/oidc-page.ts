/** The sandbox OpenID provider's consent page: self-contained, server-rendered HTML, no external assets. */

export type ConsentAccount = { key: string; name: string; email: string | null; hint: string };
export type ConsentPageModel = {
  providerName: string;
  accent: string;
  /** Where the form posts (the authorize endpoint). */
  action: string;
  /** The authorization request, carried through the form unchanged. */
  request: Record<string, string>;
  /** Who asks: the relying party's host. */
  client: string;
  accounts: ConsentAccount[];
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const styles = (accent: string) => `
:root { color-scheme: light dark; --bg: #f1f3f6; --card: #fff; --text: #1b1d29; --muted: #555b6e; --line: #dfe2ea;
  --accent: ${accent}; --hover: #eef2fb; --focus: #b45309; }
@media (prefers-color-scheme: dark) { :root { --bg: #11131a; --card: #1b1e28; --text: #eef0f6; --muted: #b3b8c8; --line: #2d3242;
  --accent: #8ab4f8; --hover: #252a38; --focus: #fbbf24; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px 16px; background: var(--bg);
  color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { width: 100%; max-width: 440px; background: var(--card); border: 1px solid var(--line); border-radius: 16px;
  box-shadow: 0 8px 30px rgb(0 0 0 / 0.08); overflow: hidden; }
header { padding: 24px 24px 8px; text-align: center; }
.brand { display: inline-flex; align-items: center; gap: 8px; font-weight: 700; color: var(--text); }
.mark { width: 28px; height: 28px; border-radius: 50%; display: grid; place-items: center; background: var(--accent);
  color: #fff; font-size: 16px; }
@media (prefers-color-scheme: dark) { .mark { color: #0b1020; } }
.badge { display: inline-block; margin-inline-start: 8px; font-size: 12px; font-weight: 600; padding: 1px 8px; border-radius: 999px;
  border: 1px solid var(--line); color: var(--muted); }
h1 { margin: 16px 0 4px; font-size: 22px; font-weight: 600; }
header p { margin: 0; color: var(--muted); }
form { margin: 0; }
ul { list-style: none; margin: 16px 0 0; padding: 0; border-top: 1px solid var(--line); }
li { border-bottom: 1px solid var(--line); }
.account { width: 100%; display: flex; align-items: center; gap: 12px; padding: 12px 24px; min-height: 64px; font: inherit;
  color: inherit; background: transparent; border: 0; cursor: pointer; text-align: start; }
.account:hover { background: var(--hover); }
.avatar { width: 36px; height: 36px; border-radius: 50%; display: grid; place-items: center; flex: none; font-weight: 700;
  background: var(--hover); border: 1px solid var(--line); }
.who { display: grid; }
.who span { color: var(--muted); font-size: 14px; overflow-wrap: anywhere; }
.notice { margin: 16px 24px 0; color: var(--muted); font-size: 14px; }
.actions { display: flex; justify-content: flex-end; padding: 16px 24px 24px; }
.deny { font: inherit; font-weight: 600; min-height: 44px; padding: 8px 20px; border-radius: 999px; cursor: pointer;
  background: transparent; color: var(--accent); border: 1px solid var(--line); }
button:focus-visible { outline: 3px solid var(--focus); outline-offset: -3px; }
.deny:focus-visible { outline-offset: 2px; }
footer { padding: 12px 24px; border-top: 1px solid var(--line); color: var(--muted); font-size: 13px; }
`;

export function renderConsentPage(model: ConsentPageModel): string {
  const e = escapeHtml;
  const hidden = Object.entries(model.request)
    .map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`)
    .join('\n');
  const accounts = model.accounts
    .map(
      (account) => `<li><button class="account" type="submit" name="account" value="${e(account.key)}">
  <span class="avatar" aria-hidden="true">${e(account.name.slice(0, 1))}</span>
  <span class="who"><strong>${e(account.name)}</strong><span>${e(account.email ?? account.hint)}${account.email && account.hint ? ` · ${e(account.hint)}` : ''}</span></span>
</button></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign in with ${e(model.providerName)} · Sandbox</title>
<style>${styles(model.accent)}</style>
</head>
<body>
<main>
<form method="post" action="${e(model.action)}">
${hidden}
<header>
  <span class="brand"><span class="mark" aria-hidden="true">${e(model.providerName.slice(0, 1))}</span>${e(model.providerName)}<span class="badge">Sandbox</span></span>
  <h1>Choose an account</h1>
  <p>to continue to <strong>${e(model.client)}</strong></p>
</header>
<ul aria-label="Test accounts">
${accounts}
</ul>
<p class="notice">${e(model.providerName)} will share your name, email address and profile picture with ${e(model.client)}.</p>
<div class="actions"><button class="deny" type="submit" name="decision" value="deny">Deny</button></div>
</form>
<footer>Sandbox OpenID provider: test accounts only, no real ${e(model.providerName)} account is used.</footer>
</main>
</body>
</html>`;
}

export function renderOidcErrorPage(providerName: string, text: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Sign-in error · ${e(providerName)} · Sandbox</title><style>${styles('#1a73e8')}</style></head>
<body><main><header><h1>Sign-in error</h1><p role="alert">${e(text)}</p></header>
<footer>Sandbox OpenID provider</footer></main></body></html>`;
}
