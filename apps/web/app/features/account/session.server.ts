import { readCookie } from '@store/contracts/cookies.server.ts';
import { SESSION_COOKIES } from '@store/contracts/identity.ts';
import type { AppLoadContext } from 'react-router';
import { currentViewer } from '../../lib/access.server.ts';

/**
 * What a page tells the browser about its session (ADR 0012): signed in or not, and whether an
 * access cookie came that no longer passes (expired), so the browser refreshes it at once; for a
 * valid one, the seconds it has left, so the browser refreshes it before it runs out.
 */
export type SessionState = { signedIn: boolean; expired: boolean; expiresIn: number | null };

/** The access token of the request's cookie, if any. */
export function accessCookie(request: Request): string | null {
  return readCookie(request, SESSION_COOKIES.access) || null;
}

/** The `exp` claim of a token the identity service has already verified. */
function expiresIn(token: string, now: number): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? Math.max(0, Math.round(payload.exp - now / 1000)) : null;
  } catch {
    return null;
  }
}

export async function sessionState(context: AppLoadContext, request: Request): Promise<SessionState> {
  const token = accessCookie(request);
  if (!token) return { signedIn: false, expired: false, expiresIn: null };
  const viewer = await currentViewer(context, request);
  if (!viewer.signedIn) return { signedIn: false, expired: true, expiresIn: null };
  return { signedIn: true, expired: false, expiresIn: expiresIn(token, Date.now()) };
}
