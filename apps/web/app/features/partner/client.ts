import { CSRF_HEADER } from '@store/contracts/identity-codes.ts';
import type { PartnerPlayer } from '@store/contracts/partner.ts';
import { signatureHeaders } from '../../lib/request-signing.ts';
import type { AuthorizeAnswer } from './flow.ts';

/*
 * The store's partner calls (ADR 0014). `POST /user/authorize` answers its string result code '0'
 * on success, which the shared API client would read as an account failure, so these few calls
 * read the envelope themselves. State-changing calls carry the anti-forgery token (ADR 0012) and
 * the request signature (ADR 0017).
 */

async function csrfToken(): Promise<string | null> {
  try {
    const answer = await (
      await fetch('/generateCsrfToken', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    ).json();
    return typeof answer?.data?.token === 'string' ? answer.data.token : null;
  } catch {
    return null;
  }
}

async function post(path: string, body: unknown): Promise<AuthorizeAnswer> {
  const token = await csrfToken();
  const json = JSON.stringify(body);
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...(token ? { [CSRF_HEADER]: token } : {}),
        ...(await signatureHeaders(path, json)),
      },
      body: json,
    });
    const answer = (await response.json()) as AuthorizeAnswer;
    return answer && typeof answer === 'object' ? answer : { resultCode: null };
  } catch {
    return { resultCode: null };
  }
}

export function authorizePlayer(player: PartnerPlayer): Promise<AuthorizeAnswer> {
  const { name, id, status, country, accessToken, accountRegion, accountRegionCode } = player;
  return post('/api/customer/user/authorize', { name, id, status, country, accessToken, accountRegion, accountRegionCode });
}

export async function partnerSessionIsOpen(): Promise<boolean> {
  try {
    const answer = await (
      await fetch('/api/customer/user/partner-session', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    ).json();
    return answer?.data?.signedIn === true;
  } catch {
    return false;
  }
}

export async function endPartnerSession(): Promise<void> {
  await post('/api/customer/user/partner-logout', {});
}
