import type { FastifyInstance, FastifyReply } from 'fastify';
import { SANDBOX_PARTNER_PLAYERS, type SandboxPartnerPlayerKey, type SandboxPartnerSso } from './sandbox.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Only a path of this store: the hosted page never sends a code to another site (no open redirect). */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  return /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : null;
}

const descriptions: Record<SandboxPartnerPlayerKey, string> = {
  linked: 'Linked player: signs in',
  banned: 'Banned player: refused (2002, status 0)',
  notLinked: 'Player not linked: refused (2002, status 1)',
  unsupportedCountry: 'Player from a country the store does not serve',
  suspended: 'Refused with another status: unknown error',
};

function loginPage(returnPath: string): string {
  const buttons = (Object.keys(SANDBOX_PARTNER_PLAYERS) as SandboxPartnerPlayerKey[])
    .map((key) => {
      const player = SANDBOX_PARTNER_PLAYERS[key];
      return `<li><button type="submit" name="player" value="${key}" data-player="${key}">
      <strong>${escapeHtml(player.name)}</strong><span>${escapeHtml(descriptions[key])} · ID ${escapeHtml(player.id)}</span></button></li>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox publisher sign-in</title><meta name="robots" content="noindex">
<style>
:root { color-scheme: light; } * { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px 16px; background: #10172a; color: #0f172a;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { width: 100%; max-width: 440px; background: #fff; border-radius: 16px; padding: 24px; }
h1 { margin: 0 0 4px; font-size: 20px; } p { margin: 0 0 16px; color: #475569; font-size: 14px; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
button { width: 100%; text-align: start; font: inherit; display: grid; gap: 2px; padding: 12px 14px; border-radius: 10px;
  border: 1px solid #cbd5e1; background: #f8fafc; color: #0f172a; cursor: pointer; }
button span { font-size: 14px; color: #475569; }
button:hover { border-color: #1d4ed8; } button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
</style></head><body><main>
<h1>Sandbox publisher</h1><p>Choose the player to sign in as. The store receives an auth code.</p>
<form method="post"><input type="hidden" name="redirect_uri" value="${escapeHtml(returnPath)}"><ul>${buttons}</ul></form>
</main></body></html>`;
}

function bearer(header: unknown): string {
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * The sandbox publisher (mounted under /sandbox/partner when SANDBOX is on): the hosted login page
 * and the API its browser SDK (/partner-sdk.js) calls. Answers carry the SDK's `status.code`.
 */
export async function sandboxPartnerSsoRoutes(app: FastifyInstance, { sso }: { sso: SandboxPartnerSso }) {
  app.addHook('onRequest', async (_request, reply) => {
    noStore(reply);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get<{ Querystring: { redirect_uri?: unknown } }>('/login', async (request, reply) => {
    const returnPath = safeReturnPath(request.query.redirect_uri) ?? '/';
    return reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      )
      .header('referrer-policy', 'no-referrer')
      .send(loginPage(returnPath));
  });

  app.post<{ Body: unknown }>('/login', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const player =
      typeof body.player === 'string' && Object.hasOwn(SANDBOX_PARTNER_PLAYERS, body.player)
        ? (body.player as SandboxPartnerPlayerKey)
        : null;
    const returnPath = safeReturnPath(body.redirect_uri);
    if (!player || !returnPath) return reply.status(400).type('text/plain; charset=utf-8').send('Choose a player.');
    const url = new URL(returnPath, 'http://store.invalid');
    url.searchParams.set('code', sso.issueCode(player));
    return reply.redirect(`${url.pathname}${url.search}${url.hash}`, 303);
  });

  app.post<{ Body: { code?: unknown } | null }>('/api/login', async (request) => sso.login(String(request.body?.code ?? '')));
  app.get('/api/player', async (request) => sso.fetchPlayer(bearer(request.headers.authorization)));
  app.post('/api/logout', async (request) => sso.logout(bearer(request.headers.authorization)));
}
