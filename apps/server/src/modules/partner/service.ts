import { missingPartnerField, PARTNER_STATUS, partnerErrors, type PartnerPlayer } from '@store/contracts/partner.ts';
import { deriveKeys, newId, signAccessToken, verifyAccessToken } from '../identity/index.ts';
import type { PartnerSsoProvider, PublisherPlayer } from '../../providers/partner-sso/index.ts';
import { fail, ok, type Result } from '../../result.ts';

/** The signed-in partner player of a request, from the partner session cookie. */
export type PartnerViewer = { playerId: string; sessionId: string; siteId: number };
export type PartnerSession = { token: string; expiresAt: number; viewer: PartnerViewer };

export type PartnerDeps = {
  /** The publisher SSO; null when none is configured (production without a real one). */
  sso: PartnerSsoProvider | null;
  /** Whether the store serves a country on a site (shell §5 "Unsupported user country"). */
  servesCountry(siteId: number, countryCode: string): Promise<boolean>;
  /** IDENTITY_SECRET: the partner session token is signed with a key derived from it (ADR 0012, 0014). */
  secret: string;
  sessionTtlSeconds: number;
  now?: () => number;
  log: { warn(obj: object, msg?: string): void };
};

const asText = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '');

/**
 * Partner sign-in (shell §4, §5, §7; docs/decisions/0014): checks the player the browser got from the
 * publisher's SDK, asks the publisher whether the access token really is that player's, and opens
 * a partner session. The session is a token signed like the identity service's access tokens, with
 * its own key, so it never passes as a customer's session nor the other way round.
 */
export function createPartnerService(deps: PartnerDeps) {
  const now = deps.now ?? Date.now;
  const keys = deriveKeys(deps.secret);
  // The identity service's token code, with the partner key in the place of the access key.
  const partnerKeys = { ...keys, access: keys.partner };

  async function issue(siteId: number, playerId: string): Promise<PartnerSession> {
    const at = now();
    const sessionId = newId('pps');
    const token = await signAccessToken(partnerKeys, { userId: playerId, sessionId, siteId }, at, deps.sessionTtlSeconds);
    return { token, expiresAt: at + deps.sessionTtlSeconds * 1000, viewer: { playerId, sessionId, siteId } };
  }

  return {
    now,
    /**
     * `POST /user/authorize`: the required fields first, in shell §5's order, then the country,
     * then the publisher's word on the token, which must belong to the player named.
     */
    async authorize(
      siteId: number,
      input: Partial<Record<keyof PartnerPlayer, unknown>>,
    ): Promise<Result<{ player: PublisherPlayer; session: PartnerSession }>> {
      const missing = missingPartnerField(input);
      if (missing) return fail(partnerErrors.missingAccountInformation, { field: missing });
      const country = asText(input.country).toLowerCase();
      if (!/^[a-z]{2}$/.test(country) || !(await deps.servesCountry(siteId, country))) return fail(partnerErrors.unsupportedCountry);
      if (!deps.sso) return fail(partnerErrors.unavailable);
      const accessToken = asText(input.accessToken);
      if (accessToken.length > 4096) return fail(partnerErrors.notAuthorized);
      let fetched;
      try {
        fetched = await deps.sso.fetchPlayer(accessToken);
      } catch (err) {
        deps.log.warn({ err }, 'partner SSO did not answer');
        return fail(partnerErrors.unavailable);
      }
      const player = fetched.status.code === PARTNER_STATUS.success ? fetched.data : null;
      if (!player || player.id !== asText(input.id)) return fail(partnerErrors.notAuthorized);
      return ok({ player, session: await issue(siteId, player.id) });
    },

    /** The partner player a session token names on this site, or null (expired, forged, another site's). */
    async viewerOf(siteId: number, token: string | undefined): Promise<PartnerViewer | null> {
      if (!token) return null;
      const checked = await verifyAccessToken(partnerKeys, token, now());
      if (!checked.ok || checked.claims.siteId !== siteId) return null;
      return { playerId: checked.claims.userId, sessionId: checked.claims.sessionId, siteId };
    },
  };
}

export type PartnerService = ReturnType<typeof createPartnerService>;
