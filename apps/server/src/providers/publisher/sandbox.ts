import { createHash, randomInt } from 'node:crypto';
import { NICKNAME_MATCHES_MAX, nicknameQueryLongEnough, nicknameSearchKey, type PlayerField } from '@store/contracts';
import type { Db } from '@store/db';
import { createSandboxPublisherRepository, type SandboxCreditRow } from './sandbox-repository.ts';
import { bestMatches, sandboxDirectory, sandboxLevel, type DirectoryPlayer } from './sandbox-directory.ts';
import type { IssueVoucherResult, PublisherProvider, SearchPlayersResult, TopUpResult, ValidateUserResult } from './types.ts';

export type SandboxPublisherOptions = {
  db: Db;
  latencyMs: number;
  /** Share of top-up, voucher and nickname search calls that fail with "server unavailable" at random, 0..1. */
  failureRate: number;
  /** What a game's accounts are found by (the sandbox asks the catalogue, as a real publisher knows its games). */
  gamePlayerFields(game: string, countryCode: string): Promise<readonly PlayerField[]>;
  random?: () => number;
};

const USER_NOT_FOUND = 12;
const NOT_ELIGIBLE = 10;
const INVALID_USER_ID = -100;
const SERVER_UNAVAILABLE = 98;
const INVALID_PARAMETERS = 227;
const INVALID_CHARACTER = -1061;
/** The characters the sandbox's games allow in a character name: letters and digits of any script, no spaces or symbols. */
const CHARACTER_NAME = /^[\p{L}\p{N}]{2,16}$/u;
/** Player ids starting with '7' fail this many top-ups before one succeeds. */
const FLAKY_FAILURES = 2;

const adjectives = [
  'Swift',
  'Brave',
  'Silent',
  'Lucky',
  'Mighty',
  'Clever',
  'Fierce',
  'Gentle',
  'Golden',
  'Shadow',
  'Crimson',
  'Frost',
  'Storm',
  'Iron',
  'Noble',
  'Wild',
];
const animals = [
  'Falcon',
  'Tiger',
  'Wolf',
  'Dragon',
  'Panther',
  'Eagle',
  'Fox',
  'Bear',
  'Lynx',
  'Hawk',
  'Cobra',
  'Raven',
  'Shark',
  'Otter',
  'Phoenix',
  'Viper',
];

/** The same player id always has the same nickname, e.g. "SwiftFalcon482". */
export function sandboxNickname(userId: string): string {
  const hash = createHash('sha256').update(userId).digest();
  return `${adjectives[hash[0]! % adjectives.length]}${animals[hash[1]! % animals.length]}${100 + (hash.readUInt16BE(2) % 900)}`;
}

/**
 * How each publisher writes its codes (`N` a digit, `X` a letter or digit): Roblox's 10-digit PIN,
 * Steam's 15 characters in threes of five, Google Play's 20, everything else 16 in fours.
 */
const voucherFormats: Record<string, string> = {
  roblox: 'NNN-NNN-NNNN',
  'steam-wallet': 'XXXXX-XXXXX-XXXXX',
  'google-play': 'XXXX-XXXX-XXXX-XXXX-XXXX',
  'razer-gold': 'NNNN-NNNN-NNNN-NNNN',
};
const DEFAULT_VOUCHER_FORMAT = 'XXXX-XXXX-XXXX-XXXX';
// No 0/O, 1/I/L: a code is read off a screen and typed into another.
const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A fresh code in the game's format, from the system's random source. */
export function mintVoucherCode(game: string): string {
  return [...(voucherFormats[game] ?? DEFAULT_VOUCHER_FORMAT)]
    .map((c) => (c === 'N' ? String(randomInt(10)) : c === 'X' ? CODE_LETTERS[randomInt(CODE_LETTERS.length)] : c))
    .join('');
}

/** The demo rules on the player id alone (any game). */
function playerRule(userId: string): number | null {
  if (userId.endsWith('0')) return USER_NOT_FOUND;
  if (userId.endsWith('9')) return NOT_ELIGIBLE;
  return null;
}

/** The demo rules on the zone and the character, by what the game asks for; null when they pass. */
function inputsRule(
  fields: readonly PlayerField[],
  zoneId: string | null | undefined,
  characterName: string | null | undefined,
): number | null {
  for (const field of fields) {
    if (field.kind === 'zone-number' && !/^\d{4}$/.test(zoneId ?? '')) return INVALID_USER_ID;
    if (field.kind === 'server' && !field.servers.some((server) => server.id === zoneId)) return INVALID_USER_ID;
    if (field.kind === 'characterName' && !characterName) return INVALID_USER_ID;
    if (field.kind === 'characterName' && !CHARACTER_NAME.test(characterName ?? '')) return INVALID_CHARACTER;
  }
  return null;
}

/**
 * The built-in game publisher with deterministic demo players (README "Demo players"): ids ending
 * in 0 are not found, ending in 9 not eligible; zone games need a 4-digit zone, server games one of
 * their servers, and a character name holds only letters and digits (else −1061); top-ups for ids
 * starting with 7 fail twice then succeed, for ids starting with 8 always fail. Credits go to
 * `sandbox_publisher_credits`, once per transaction id; voucher codes, minted in each game's
 * format, to `sandbox_publisher_vouchers`, once per transaction id. Nickname searches look through
 * each game's seeded directory (`sandbox-directory.ts`) and every player it has validated, kept in
 * `sandbox_publisher_players` (docs/decisions/0055); a directory player validates under its own nickname.
 */
export function createSandboxPublisher(options: SandboxPublisherOptions) {
  const repository = createSandboxPublisherRepository(options.db);
  const random = options.random ?? Math.random;
  const topUpCalls = new Map<string, number>();
  let injected: { remaining: number; code: number } = { remaining: 0, code: SERVER_UNAVAILABLE };
  let afterCredit: ((credit: SandboxCreditRow) => Promise<void>) | null = null;

  /** A share of the round trip a call takes (the request's way there, the answer's way back). */
  const latency = (share = 1) =>
    options.latencyMs > 0 ? new Promise((resolve) => setTimeout(resolve, options.latencyMs * share)) : Promise.resolve();
  const directories = new Map<string, DirectoryPlayer[]>();

  /** A game's seeded players, built once per game from its player inputs. */
  async function directoryOf(game: string, countryCode: string): Promise<DirectoryPlayer[]> {
    let directory = directories.get(game);
    if (!directory) {
      const fields = await options.gamePlayerFields(game, countryCode);
      directory = sandboxDirectory(game, fields);
      // A game the catalogue does not know here says nothing about its zones: asked again next time.
      if (fields.length > 0) directories.set(game, directory);
    }
    return directory;
  }

  const publisher = {
    async validateUser({ game, userId, zoneId, characterName, countryCode }): Promise<ValidateUserResult> {
      await latency();
      const rule = playerRule(userId) ?? inputsRule(await options.gamePlayerFields(game, countryCode), zoneId, characterName);
      if (rule !== null) return { ok: false, code: rule };
      const listed = (await directoryOf(game, countryCode)).find((player) => player.userId === userId);
      if (listed) return { ok: true, nickname: listed.nickname };
      const nickname = sandboxNickname(userId);
      // Whoever was checked once can be found by nickname afterwards, as on a real publisher.
      await repository.rememberPlayer({
        game,
        userId,
        zoneId: zoneId ?? '',
        nickname,
        searchKey: nicknameSearchKey(nickname),
        level: sandboxLevel(userId),
      });
      return { ok: true, nickname };
    },

    async searchPlayers({ game, query, countryCode, zoneId }): Promise<SearchPlayersResult> {
      await latency();
      if (!nicknameQueryLongEnough(query)) return { ok: false, code: INVALID_PARAMETERS };
      if (injected.remaining > 0) {
        injected.remaining -= 1;
        return { ok: false, code: injected.code };
      }
      if (random() < options.failureRate) return { ok: false, code: SERVER_UNAVAILABLE };
      const validated = await repository.findPlayers(game, nicknameSearchKey(query), zoneId ?? null, NICKNAME_MATCHES_MAX);
      const players = bestMatches(
        [
          ...(await directoryOf(game, countryCode)),
          ...validated.map((row) => ({ userId: row.userId, zoneId: row.zoneId || null, nickname: row.nickname, level: row.level })),
        ],
        query,
        zoneId,
      );
      return { ok: true, players };
    },

    // The publisher acts half-way through the round trip: a store that dies while the answer is on
    // its way back has been credited or issued a code at the publisher, and must ask again.
    async topUp({ transactionId, game, userId, zoneId, characterName, creditAmount }): Promise<TopUpResult> {
      await latency(0.5);
      const calls = (topUpCalls.get(transactionId) ?? 0) + 1;
      topUpCalls.set(transactionId, calls);
      const rule = playerRule(userId);
      if (rule !== null) return { ok: false, code: rule, retryable: false };
      if (injected.remaining > 0) {
        injected.remaining -= 1;
        return { ok: false, code: injected.code, retryable: true };
      }
      if (userId.startsWith('8')) return { ok: false, code: SERVER_UNAVAILABLE, retryable: true };
      if (userId.startsWith('7') && calls <= FLAKY_FAILURES) return { ok: false, code: SERVER_UNAVAILABLE, retryable: true };
      if (random() < options.failureRate) return { ok: false, code: SERVER_UNAVAILABLE, retryable: true };
      // A character the game refuses is refused at delivery too, whatever was checked before.
      if (characterName && !CHARACTER_NAME.test(characterName)) return { ok: false, code: INVALID_CHARACTER, retryable: false };
      const credit = await repository.creditOnce({
        transactionId,
        game,
        userId,
        zoneId: zoneId ?? null,
        characterName: characterName ?? null,
        creditAmount,
      });
      if (afterCredit) await afterCredit(credit);
      await latency(0.5);
      return { ok: true, publisherRef: credit.id };
    },

    async issueVoucher({ transactionId, game }): Promise<IssueVoucherResult> {
      await latency(0.5);
      if (injected.remaining > 0) {
        injected.remaining -= 1;
        return { ok: false, code: injected.code, retryable: true };
      }
      if (random() < options.failureRate) return { ok: false, code: SERVER_UNAVAILABLE, retryable: true };
      const voucher = await repository.issueOnce({ transactionId, game, code: mintVoucherCode(game) });
      await latency(0.5);
      return { ok: true, code: voucher.code, publisherRef: voucher.id };
    },

    async voidVoucher(transactionId: string): Promise<void> {
      await latency();
      await repository.voidVoucher(transactionId);
    },
  } satisfies PublisherProvider;

  return {
    ...publisher,

    /** The code issued for a transaction id, and whether it was voided, as the publisher's own records say. */
    findVoucher: (transactionId: string) => repository.findVoucher(transactionId),

    /** Test hook: the next `count` top-ups, voucher issues or nickname searches fail with `code` before anything is credited. */
    failNext(count: number, code = SERVER_UNAVAILABLE): void {
      injected = { remaining: count, code };
    },

    /**
     * Test hook run after a credit is written and before the answer returns: throw to lose the
     * answer, or never resolve to stand for a worker that died mid-call. `null` removes it.
     */
    onCredited(hook: ((credit: SandboxCreditRow) => Promise<void>) | null): void {
      afterCredit = hook;
    },
  };
}

export type SandboxPublisher = ReturnType<typeof createSandboxPublisher>;
