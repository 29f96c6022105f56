import { createHash } from 'node:crypto';
import { NICKNAME_MATCHES_MAX, nicknameSearchKey, type PlayerField } from '@store/contracts';

/** A player the sandbox publisher knows by nickname (docs/decisions/0055). */
export type DirectoryPlayer = { userId: string; zoneId: string | null; nickname: string; level: number };

/**
 * The players every sandbox game starts with: names in several scripts and with accents, so that
 * searches by prefix, by substring, across case and accents and in non-Latin scripts all have
 * something to find, and more "Zoe"s than one answer holds, so the cap shows.
 */
const SEEDED_NICKNAMES = [
  'Zoë',
  'ZoëStorm',
  'Zoe_Blade',
  'zoey99',
  'ZOEKING',
  'Zoé',
  'LittleZoe',
  'Ĺukáš',
  'LukasPro',
  'Łukasz_PL',
  'ミクの歌姫',
  '初音ミク',
  'ミクミク',
  'さくら忍者',
  'Ñandú',
  'Søren',
  'Björn_Ironside',
  'Renée',
  'JoséMaría',
  'Straße_King',
  'Дмитрий',
  'ИванГрозный',
  'محمد_الفارس',
  'ليلى_القمر',
  'نور_الهدى',
  '李小龙',
  '王者荣耀大师',
  '김민준',
  'Nguyễn_Văn',
  'Şahin',
  'Ζωή',
  'สมชายเกมเมอร์',
];

/** Adjectives and animals of the generated names ("FrostLynx"), as `sandboxNickname` builds them. */
const GENERATED_FIRST = ['Swift', 'Brave', 'Silent', 'Lucky', 'Mighty', 'Shadow', 'Crimson', 'Frost'];
const GENERATED_SECOND = ['Falcon', 'Tiger', 'Wolf', 'Dragon', 'Lynx'];

const hashOf = (text: string) => createHash('sha256').update(text).digest();

/**
 * A directory player's id: 8 digits that the sandbox's other rules leave alone, so a player found
 * can be checked and topped up (not ending in 0 or 9, not starting with 7 or 8).
 */
function directoryUserId(game: string, index: number): string {
  const hash = hashOf(`directory:${game}:${index}`);
  const first = 1 + (hash[0]! % 6);
  const middle = String(hash.readUInt32BE(1) % 1_000_000).padStart(6, '0');
  const last = 1 + (hash[5]! % 8);
  return `${first}${middle}${last}`;
}

/** Where a game's player plays: a 4-digit zone, one of its servers, or nowhere in particular. */
function directoryZone(fields: readonly PlayerField[], seed: Buffer): string | null {
  for (const field of fields) {
    if (field.kind === 'zone-number') return String(1001 + (seed.readUInt16BE(6) % 8998));
    if (field.kind === 'server' && field.servers.length > 0) return field.servers[seed[8]! % field.servers.length]!.id;
  }
  return null;
}

/** A level from 1 to 120 that stays with the player id. */
export const sandboxLevel = (userId: string) => 1 + (hashOf(`level:${userId}`)[0]! % 120);

/**
 * A game's seeded directory: the same players, ids, zones and levels on every start, for the
 * game's own player inputs (a zone number for zone games, a server for server games).
 */
export function sandboxDirectory(game: string, fields: readonly PlayerField[]): DirectoryPlayer[] {
  const names = [
    ...SEEDED_NICKNAMES,
    ...GENERATED_FIRST.flatMap((first, i) => GENERATED_SECOND.map((second, j) => `${first}${second}${10 + ((i * 7 + j * 13) % 90)}`)),
  ];
  return names.map((nickname, index) => {
    const userId = directoryUserId(game, index);
    return { userId, zoneId: directoryZone(fields, hashOf(`zone:${game}:${index}`)), nickname, level: sandboxLevel(userId) };
  });
}

/** How well a nickname matches a search: 0 the whole name, 1 its start, 2 inside it; null not at all. */
function matchRank(key: string, query: string): number | null {
  if (key === query) return 0;
  if (key.startsWith(query)) return 1;
  return key.includes(query) ? 2 : null;
}

/**
 * The best `NICKNAME_MATCHES_MAX` players whose normalised nickname holds the normalised query, in
 * the zone when one is given: whole names first, then starts, then the rest, shorter names before
 * longer, each player once.
 */
export function bestMatches(players: readonly DirectoryPlayer[], query: string, zoneId?: string | null): DirectoryPlayer[] {
  const key = nicknameSearchKey(query);
  const seen = new Set<string>();
  return players
    .filter((player) => !zoneId || player.zoneId === zoneId)
    .map((player) => ({ player, key: nicknameSearchKey(player.nickname) }))
    .map((entry) => ({ ...entry, rank: matchRank(entry.key, key) }))
    .filter((entry): entry is typeof entry & { rank: number } => entry.rank !== null)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        [...a.key].length - [...b.key].length ||
        (a.player.nickname < b.player.nickname ? -1 : a.player.nickname > b.player.nickname ? 1 : 0) ||
        (a.player.userId < b.player.userId ? -1 : 1),
    )
    .filter(({ player }) => {
      const id = `${player.userId}/${player.zoneId ?? ''}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .slice(0, NICKNAME_MATCHES_MAX)
    .map(({ player }) => player);
}
