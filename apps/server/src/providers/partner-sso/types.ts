import type { PartnerPlayer, PartnerSdkAnswer } from '@store/contracts/partner.ts';

/** What the publisher tells about a player: the partner player of shell §3 without the store's copy of the token. */
export type PublisherPlayer = Omit<PartnerPlayer, 'accessToken'>;

/**
 * A publisher's single sign-on (shell §7's partner SDK, DESIGN §5), seen from the store's server.
 * Every operation answers as the SDK does: `status.code` 2000 on success, 2002 on failure.
 */
export interface PartnerSsoProvider {
  readonly id: string;
  /** `login`: exchanges the auth code of the hosted page for an access token and the player. 2002 carries `{status}` of a refused player. */
  login(code: string): Promise<PartnerSdkAnswer<{ accessToken: string; player: PublisherPlayer } | { status: number | string } | null>>;
  /** `fetchPlayer`: the player an access token belongs to; 2002 when the token is unknown, expired or logged out. */
  fetchPlayer(accessToken: string): Promise<PartnerSdkAnswer<PublisherPlayer | null>>;
  /** `logout`: ends the publisher session of the token. */
  logout(accessToken: string): Promise<PartnerSdkAnswer<null>>;
  /** `initiateAuthentication`: where the player signs in, coming back to `returnPath` with `?code=…`. */
  initiateAuthentication(returnPath: string): Promise<PartnerSdkAnswer<{ url: string }>>;
}
