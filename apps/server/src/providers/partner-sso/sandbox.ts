import { randomBytes } from 'node:crypto';
import { PARTNER_STATUS, PLAYER_STATUS, type PartnerSdkAnswer } from '@store/contracts/partner.ts';
import type { PartnerSsoProvider, PublisherPlayer } from './types.ts';

/**
 * The sandbox publisher's players (README, ADR 0014): one a tester picks on the hosted login page
 * for each way a partner sign-in can go.
 */
export const SANDBOX_PARTNER_PLAYERS = {
  linked: {
    id: '58012345',
    name: 'Tristan Wibowo',
    status: PLAYER_STATUS.linked,
    country: 'id',
    accountRegion: 'Indonesia',
    accountRegionCode: 'ID',
  },
  banned: {
    id: '58012346',
    name: 'Banu Santoso',
    status: PLAYER_STATUS.banned,
    country: 'id',
    accountRegion: 'Indonesia',
    accountRegionCode: 'ID',
  },
  notLinked: {
    id: '58012347',
    name: 'Nadia Putri',
    status: PLAYER_STATUS.notLinked,
    country: 'id',
    accountRegion: 'Indonesia',
    accountRegionCode: 'ID',
  },
  unsupportedCountry: {
    id: '58012348',
    name: 'Aurora Frost',
    status: PLAYER_STATUS.linked,
    country: 'aq',
    accountRegion: 'Antarctica',
    accountRegionCode: 'AQ',
  },
  /** Refused with a status the store has no name for: an "unknown" failure. */
  suspended: { id: '58012349', name: 'Sora Hidayat', status: 7, country: 'id', accountRegion: 'Indonesia', accountRegionCode: 'ID' },
} as const satisfies Record<string, PublisherPlayer>;
export type SandboxPartnerPlayerKey = keyof typeof SANDBOX_PARTNER_PLAYERS;

const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_MS = 24 * 3600_000;
const MAX_ENTRIES = 10_000;

export type SandboxPartnerSso = PartnerSsoProvider & {
  /** The hosted login page's choice: an auth code for the player, single use, 5 minutes. */
  issueCode(player: SandboxPartnerPlayerKey): string;
  readonly loginPagePath: string;
};

const answer = <T>(code: number, data: T, message?: string): PartnerSdkAnswer<T> => ({
  status: { code: code as PartnerSdkAnswer<T>['status']['code'], ...(message ? { message } : {}) },
  data,
});

/**
 * An in-memory publisher SSO: codes and tokens live in this process only (like the sandbox outbox),
 * which is enough for one store process and its tests.
 */
export function createSandboxPartnerSso(options: { now?: () => number; loginPagePath?: string } = {}): SandboxPartnerSso {
  const now = options.now ?? Date.now;
  const loginPagePath = options.loginPagePath ?? '/sandbox/partner/login';
  const codes = new Map<string, { player: SandboxPartnerPlayerKey; until: number }>();
  const tokens = new Map<string, { player: SandboxPartnerPlayerKey; until: number }>();
  const prune = (map: Map<string, { until: number }>) => {
    if (map.size < MAX_ENTRIES) return;
    for (const [key, entry] of map) if (entry.until <= now() || map.size >= MAX_ENTRIES) map.delete(key);
  };
  const random = () => randomBytes(24).toString('base64url');

  return {
    id: 'sandbox',
    loginPagePath,
    issueCode(player) {
      prune(codes);
      const code = random();
      codes.set(code, { player, until: now() + CODE_TTL_MS });
      return code;
    },
    async login(code) {
      const entry = typeof code === 'string' ? codes.get(code) : undefined;
      if (!entry || entry.until <= now()) return answer(PARTNER_STATUS.error, null, 'invalid code');
      codes.delete(code);
      const player = SANDBOX_PARTNER_PLAYERS[entry.player];
      if (player.status !== PLAYER_STATUS.linked) return answer(PARTNER_STATUS.error, { status: player.status }, 'player refused');
      prune(tokens);
      const accessToken = random();
      tokens.set(accessToken, { player: entry.player, until: now() + TOKEN_TTL_MS });
      return answer(PARTNER_STATUS.success, { accessToken, player: { ...player } });
    },
    async fetchPlayer(accessToken) {
      const entry = typeof accessToken === 'string' ? tokens.get(accessToken) : undefined;
      if (!entry || entry.until <= now()) return answer(PARTNER_STATUS.error, null, 'not signed in');
      return answer(PARTNER_STATUS.success, { ...SANDBOX_PARTNER_PLAYERS[entry.player] });
    },
    async logout(accessToken) {
      if (typeof accessToken === 'string') tokens.delete(accessToken);
      return answer(PARTNER_STATUS.success, null);
    },
    async initiateAuthentication(returnPath) {
      return answer(PARTNER_STATUS.success, { url: `${loginPagePath}?redirect_uri=${encodeURIComponent(returnPath)}` });
    },
  };
}
