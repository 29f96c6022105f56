/*
 * What a game's publisher needs to find the player (issue 17, docs/decisions/0044), as the catalogue
 * describes it per product, and the format rules both the checkout form and the order service apply.
 * Zod-free on purpose: the product page imports these values, and zod stays off its first load.
 */

/** One of a publisher's servers: the id the publisher knows, and its name's translation key under `checkout.player.servers`. */
export type GameServer = { id: string; label: string };

/**
 * One input of the player step. `userId` and `riotId` fill the order's `userId`, `zone-number` and
 * `server` its `zoneId`, `characterName` its `characterName`.
 */
export type PlayerField =
  { kind: 'userId' } | { kind: 'riotId' } | { kind: 'zone-number' } | { kind: 'server'; servers: GameServer[] } | { kind: 'characterName' };

/** What every game without its own description asks: the player id, and a zone number where it has zones. */
export function defaultPlayerFields(needsZone: boolean): PlayerField[] {
  return needsZone ? [{ kind: 'userId' }, { kind: 'zone-number' }] : [{ kind: 'userId' }];
}

/** Riot's own rule: a game name of 3 to 16 characters, "#", a tagline of 3 to 5 letters or digits. */
const RIOT_ID = /^[^#]{3,16}#[A-Za-z0-9]{3,5}$/u;
/**
 * What a player id field may hold in any request, before the game's own rule: letters of any
 * script, digits, inner spaces and the separators game ids use, so a Riot ID such as
 * "Hide on bush#KR1" passes (ADR 0044); each game's rule, or its publisher, says the rest.
 */
export const PLAYER_ID_PATTERN = /^[\p{L}\p{N}#._-](?:[\p{L}\p{N}#._ -]*[\p{L}\p{N}#._-])?$/u;

/** The longest character name the store passes on; the request schema holds it. */
export const CHARACTER_NAME_MAX = 24;

/** A game id as the games without a Riot ID know it: no spaces, no letters outside ASCII. */
const GAME_PLAYER_ID = /^[A-Za-z0-9#._-]+$/;

export function isRiotId(value: string): boolean {
  return RIOT_ID.test(value.trim());
}

export const serversOf = (fields: readonly PlayerField[]): GameServer[] | null =>
  fields.find((field) => field.kind === 'server')?.servers ?? null;
export const asksRiotId = (fields: readonly PlayerField[]) => fields.some((field) => field.kind === 'riotId');
export const asksCharacterName = (fields: readonly PlayerField[]) => fields.some((field) => field.kind === 'characterName');

/** The player as a request names it. */
export type PlayerInput = { userId?: string | undefined; zoneId?: string | undefined; characterName?: string | undefined };

/**
 * What is wrong with a player for this game's fields, by the catalogue's own description, or null.
 * The request schema has already checked each value's shape; these are the rules that depend on the
 * game. Which characters a character name may hold is the publisher's rule, not ours: it answers
 * −1061 when asked (the sandbox publisher does).
 */
export type PlayerProblem =
  | { field: 'userId'; code: 'riotIdFormat' | 'format' }
  | { field: 'zoneId'; code: 'required' | 'unknownServer' }
  | { field: 'characterName'; code: 'required' };

export function playerProblems(fields: readonly PlayerField[], player: PlayerInput): PlayerProblem[] {
  const problems: PlayerProblem[] = [];
  const userId = player.userId?.trim() ?? '';
  if (userId !== '') {
    if (asksRiotId(fields)) {
      if (!isRiotId(userId)) problems.push({ field: 'userId', code: 'riotIdFormat' });
    } else if (!GAME_PLAYER_ID.test(userId)) problems.push({ field: 'userId', code: 'format' });
  }
  const servers = serversOf(fields);
  const zoneId = player.zoneId?.trim() ?? '';
  if (servers && zoneId === '') problems.push({ field: 'zoneId', code: 'required' });
  else if (servers && !servers.some((server) => server.id === zoneId)) problems.push({ field: 'zoneId', code: 'unknownServer' });
  if (asksCharacterName(fields) && (player.characterName?.trim() ?? '') === '') problems.push({ field: 'characterName', code: 'required' });
  return problems;
}
