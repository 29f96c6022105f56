import { describe, expect, it } from 'vitest';
import { PARTNER_AUTH_CODE_KEY, type PartnerPlayer, type PartnerSdkAnswer } from '@store/contracts/partner.ts';
import {
  authorizeFailure,
  loginFailure,
  partnerLogout,
  runPartnerSignIn,
  SAVED_QUERY_KEY,
  type AuthorizeAnswer,
  type PartnerFlowDeps,
} from './flow.ts';
import { loadWithRetries, type PartnerSdk } from './sdk.ts';

const linked = { id: '58012345', name: 'Tristan Wibowo', status: 2, country: 'id', accountRegion: 'Indonesia', accountRegionCode: 'ID' };

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** A stand-in for the publisher (an outside service) and the store's answers, recording the calls. */
function world(
  options: {
    login?: PartnerSdkAnswer<unknown>;
    fetchPlayer?: PartnerSdkAnswer<unknown>;
    authorize?: AuthorizeAnswer;
    sessionOpen?: boolean;
    stored?: PartnerPlayer | null;
  } = {},
) {
  const calls: string[] = [];
  let player: PartnerPlayer | null = options.stored ?? null;
  let errorType: string | null = null;
  const sdk: PartnerSdk = {
    login: async (code) => {
      calls.push(`login:${code}`);
      return options.login ?? { status: { code: 2000 }, data: { accessToken: 'tok', player: linked } };
    },
    logout: async () => {
      calls.push('sdk-logout');
      return { status: { code: 2000 }, data: null };
    },
    fetchPlayer: async () => {
      calls.push('fetchPlayer');
      return options.fetchPlayer ?? { status: { code: 2000 }, data: { ...linked, accessToken: 'tok' } };
    },
    initiateAuthentication: async () => ({ status: { code: 2000 }, data: null }),
  };
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const deps: PartnerFlowDeps = {
    sdk,
    local,
    session,
    authorize: async (p) => {
      calls.push(`authorize:${p.id}`);
      return options.authorize ?? { resultCode: '0', resultMessage: 'Success' };
    },
    sessionIsOpen: async () => {
      calls.push('session');
      return options.sessionOpen ?? true;
    },
    endSession: async () => {
      calls.push('end-session');
    },
    servesCountry: (code) => ['id', 'sg', 'my'].includes(code),
    account: {
      playerInfo: () => player,
      storePlayer: (p) => {
        player = p;
      },
      clearPlayer: () => {
        player = null;
      },
      setSignInError: (type) => {
        errorType = type;
      },
    },
  };
  return { deps, calls, local, session, player: () => player, errorType: () => errorType };
}

describe('partner sign-in flow (shell §4)', () => {
  it('a new auth code logs in at the publisher, authorizes, stores the player and the code', async () => {
    const w = world();
    const outcome = await runPartnerSignIn({ code: 'abc', shopCountry: 'id' }, w.deps);
    expect(outcome).toMatchObject({ kind: 'signedIn', redirectTo: null, player: { ...linked, accessToken: 'tok' } });
    expect(w.calls).toEqual(['login:abc', 'authorize:58012345']);
    expect(w.local.getItem(PARTNER_AUTH_CODE_KEY)).toBe('abc');
    expect(w.player()?.name).toBe('Tristan Wibowo');
  });

  it('the same auth code as stored checks the existing session instead of logging in again', async () => {
    const w = world({ stored: { ...linked, accessToken: 'tok' } });
    w.local.setItem(PARTNER_AUTH_CODE_KEY, 'abc');
    expect(await runPartnerSignIn({ code: 'abc', shopCountry: 'id' }, w.deps)).toMatchObject({ kind: 'sessionKept' });
    expect(w.calls).toEqual(['fetchPlayer', 'session']);
  });

  it('no code and no player is a guest; nothing is called', async () => {
    const w = world();
    expect(await runPartnerSignIn({ code: null, shopCountry: 'id' }, w.deps)).toEqual({ kind: 'guest' });
    expect(w.calls).toEqual([]);
  });

  it.each([
    [0, 'banned', 'partnerErrors.banned'],
    [1, 'playerNotLinked', 'partnerErrors.playerNotLinked'],
    [7, 'unknown', 'partnerErrors.unknown'],
  ] as const)('login 2002 with player status %s is %s, and the store is not told', async (status, type, key) => {
    const w = world({ login: { status: { code: 2002 }, data: { status } } });
    const outcome = await runPartnerSignIn({ code: 'x', shopCountry: 'id' }, w.deps);
    expect(outcome).toMatchObject({ kind: 'failed', failure: { type, messageKey: key } });
    expect(w.errorType()).toBe(type);
    expect(w.calls).toEqual(['login:x']);
  });

  it('a player from a country the store does not serve is unsupportedCountry, checked before authorize', async () => {
    const w = world({ login: { status: { code: 2000 }, data: { accessToken: 't', player: { ...linked, country: 'aq' } } } });
    expect(await runPartnerSignIn({ code: 'x', shopCountry: 'id' }, w.deps)).toMatchObject({
      kind: 'failed',
      failure: { type: 'unsupportedCountry', messageKey: 'partnerErrors.unsupportedCountry' },
    });
    expect(w.calls).toEqual(['login:x']);
  });

  it('a missing field names it; an authorize answer that is not "0" fails with its message', async () => {
    const missing = world({ login: { status: { code: 2000 }, data: { accessToken: 't', player: { ...linked, name: '' } } } });
    expect(await runPartnerSignIn({ code: 'x', shopCountry: 'id' }, missing.deps)).toMatchObject({
      kind: 'failed',
      failure: { messageKey: 'partnerErrors.missingAccountInformation', params: { field: 'playerName' } },
    });
    const refused = world({ authorize: { resultCode: 'PARTNER_NOT_AUTHORIZED', resultMessage: 'no' } });
    expect(await runPartnerSignIn({ code: 'x', shopCountry: 'id' }, refused.deps)).toMatchObject({
      kind: 'failed',
      failure: { type: 'unknown', messageKey: 'partnerErrors.notAuthorized' },
    });
    expect(refused.player()).toBeNull();
    expect(authorizeFailure({ resultCode: 0 }).messageKey).toBe('partnerErrors.unknown');
    expect(authorizeFailure({ resultCode: 'PARTNER_UNSUPPORTED_COUNTRY' }).type).toBe('unsupportedCountry');
  });

  it('a failed session check while logged in is "Error fetching player."', async () => {
    for (const w of [
      world({ stored: { ...linked, accessToken: 'tok' }, fetchPlayer: { status: { code: 2002 }, data: null } }),
      world({ stored: { ...linked, accessToken: 'tok' }, sessionOpen: false }),
      world({ stored: { ...linked, accessToken: 'tok' }, fetchPlayer: { status: { code: 2000 }, data: { ...linked, id: '1' } } }),
    ]) {
      expect(await runPartnerSignIn({ code: null, shopCountry: 'id' }, w.deps)).toMatchObject({
        kind: 'failed',
        failure: { type: 'unknown', messageKey: 'partnerErrors.fetchPlayer' },
      });
    }
  });

  it('a player of another country goes to that country page with the saved query string', async () => {
    const w = world({ login: { status: { code: 2000 }, data: { accessToken: 't', player: { ...linked, country: 'sg' } } } });
    w.session.setItem(SAVED_QUERY_KEY, '?utm_source=mail');
    expect(await runPartnerSignIn({ code: 'x', shopCountry: 'id' }, w.deps)).toMatchObject({
      kind: 'signedIn',
      redirectTo: '/sg/?utm_source=mail',
    });
    expect(w.session.getItem(SAVED_QUERY_KEY)).toBeNull();
  });

  it('logout ends the publisher session, the store session and forgets the player', async () => {
    const w = world({ stored: { ...linked, accessToken: 'tok' } });
    await partnerLogout(w.deps);
    expect(w.calls.sort()).toEqual(['end-session', 'sdk-logout']);
    expect(w.player()).toBeNull();
  });

  it('the login error type follows the status code mapping', () => {
    expect(loginFailure(2002, 0).type).toBe('banned');
    expect(loginFailure(2002, 1).type).toBe('playerNotLinked');
    expect(loginFailure(2000, 0).type).toBe('unknown');
  });
});

describe('partner SDK loading (shell §7)', () => {
  it('tries 3 times, 1000 ms apart, then gives up', async () => {
    const waits: number[] = [];
    let tries = 0;
    const sdk = await loadWithRetries(
      async () => {
        tries++;
        return null;
      },
      {
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    );
    expect(sdk).toBeNull();
    expect(tries).toBe(3);
    expect(waits).toEqual([1000, 1000]);
  });
  it('stops at the first attempt that loads', async () => {
    let tries = 0;
    const sdk = await loadWithRetries(async () => (++tries === 2 ? 'sdk' : null), { sleep: async () => {} });
    expect(sdk).toBe('sdk');
    expect(tries).toBe(2);
  });
});
