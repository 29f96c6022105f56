import type { products } from '../schema/catalog.ts';
import type { CountryGroup } from './countries.ts';

export type ProductSeed = typeof products.$inferSelect;

/** Where a product is sold: everywhere (minus some countries), or only in some groups and countries. */
export type ProductRegions =
  | { everywhereBut: string[] }
  | { groups: CountryGroup[]; countries?: string[] };

/** One step of a product's price ladder: how many credits, for how many US cents. */
export type LadderStep = [creditAmount: number, usdCents: number];

export type ProductDefinition = Omit<ProductSeed, 'id' | 'active'> & {
  regions: ProductRegions;
  ladder: LadderStep[];
  /** The denomination's name, with {n} for the credit amount; "{n} <credit name>" when absent. */
  denominationName?: string;
};

const everywhere: ProductRegions = { everywhereBut: [] };

/**
 * The demo catalogue's products, most popular first. Zone ids: Mobile Legends and Magic Chess take
 * a numeric zone id; the HoYoverse games, Ragnarok X and Love and Deepspace take a server id
 * (e.g. "os-asia"), so they need a zone too. Only Roblox has a minimum purchase age (13, commerce §5).
 */
export const productDefinitions: ProductDefinition[] = [
  {
    slug: 'mobile-legends', name: 'Mobile Legends: Bang Bang', publisher: 'Moonton', kind: 'topup', category: 'MOBA',
    description: 'The 5v5 mobile MOBA: pick a hero, team up and push the lanes in ten-minute matches. Diamonds unlock heroes, skins and the battle pass.',
    creditName: 'Diamonds', userIdLabel: 'User ID', needsZone: true, minAge: null,
    artwork: { from: '#1e3a8a', to: '#f59e0b', glyph: 'ML' }, popularity: 100, regions: everywhere,
    ladder: [[86, 149], [172, 299], [257, 449], [344, 599], [429, 749], [514, 899], [706, 1199], [2195, 3599]],
  },
  {
    slug: 'free-fire', name: 'Free Fire', publisher: 'Garena', kind: 'topup', category: 'Battle Royale',
    description: 'Fifty players drop onto a remote island for a ten-minute fight to be the last one standing. Diamonds buy characters, pets and the Elite Pass.',
    creditName: 'Diamonds', userIdLabel: 'Player ID', needsZone: false, minAge: null,
    artwork: { from: '#7c2d12', to: '#fb923c', glyph: 'FF' }, popularity: 95, regions: everywhere,
    ladder: [[100, 99], [310, 299], [520, 499], [1060, 999], [2180, 1999], [5600, 4999]],
  },
  {
    slug: 'pubg-mobile', name: 'PUBG Mobile', publisher: 'Level Infinite', kind: 'topup', category: 'Battle Royale',
    description: 'The original battle royale on mobile: one hundred players, one map, one winner. UC pays for the Royale Pass, outfits and weapon finishes.',
    creditName: 'UC', userIdLabel: 'Player ID', needsZone: false, minAge: null,
    artwork: { from: '#3f3f46', to: '#eab308', glyph: 'PUB' }, popularity: 90,
    // India, Korea and Japan have their own editions from other publishers.
    regions: { everywhereBut: ['in', 'kr', 'jp'] },
    ladder: [[60, 99], [325, 499], [660, 999], [1800, 2499], [3850, 4999], [8100, 9999]],
  },
  {
    slug: 'genshin-impact', name: 'Genshin Impact', publisher: 'HoYoverse', kind: 'topup', category: 'RPG',
    description: 'An open-world action RPG across the seven nations of Teyvat. Genesis Crystals convert to Primogems for wishes and the Battle Pass.',
    creditName: 'Genesis Crystals', userIdLabel: 'UID', needsZone: true, minAge: null,
    artwork: { from: '#0e7490', to: '#fde68a', glyph: 'GI' }, popularity: 85, regions: everywhere,
    ladder: [[60, 99], [330, 499], [1090, 1499], [2240, 2999], [3880, 4999], [8080, 9999]],
  },
  {
    slug: 'roblox', name: 'Roblox Gift Card', publisher: 'Roblox Corporation', kind: 'voucher', category: 'Voucher',
    description: 'A digital Roblox gift card code, redeemable for Robux to spend on avatar items and experiences. Delivered by e-mail after payment.',
    creditName: 'Robux', userIdLabel: 'Roblox Username', needsZone: false, minAge: 13,
    artwork: { from: '#111827', to: '#ef4444', glyph: 'R' }, popularity: 80, regions: everywhere,
    ladder: [[400, 499], [800, 999], [1700, 1999], [2000, 2499], [4500, 4999], [10000, 9999]],
  },
  {
    slug: 'valorant', name: 'Valorant', publisher: 'Riot Games', kind: 'topup', category: 'Tactical Shooter',
    description: 'A 5v5 character-based tactical shooter where precise gunplay meets unique agent abilities. Valorant Points buy weapon skins and agents.',
    creditName: 'Valorant Points', userIdLabel: 'Riot ID', needsZone: false, minAge: null,
    artwork: { from: '#0f172a', to: '#f43f5e', glyph: 'V' }, popularity: 75, regions: everywhere,
    ladder: [[475, 499], [1000, 999], [2050, 1999], [3650, 3499], [5350, 4999], [11000, 9999]],
  },
  {
    slug: 'honor-of-kings', name: 'Honor of Kings', publisher: 'Level Infinite', kind: 'topup', category: 'MOBA',
    description: 'The world\'s most played mobile MOBA, with heroes drawn from legend. Tokens buy heroes, skins and the Honor Pass.',
    creditName: 'Tokens', userIdLabel: 'Player ID', needsZone: false, minAge: null,
    artwork: { from: '#78350f', to: '#fcd34d', glyph: 'HoK' }, popularity: 72,
    regions: { everywhereBut: ['kr', 'jp', 'tw', 'hk'] },
    ladder: [[80, 99], [240, 299], [400, 499], [800, 999], [1200, 1499], [2400, 2999]],
  },
  {
    slug: 'call-of-duty-mobile', name: 'Call of Duty: Mobile', publisher: 'Activision', kind: 'topup', category: 'FPS',
    description: 'Classic Call of Duty multiplayer maps and a 100-player battle royale, built for phones. CP buys the Battle Pass, operators and weapon blueprints.',
    creditName: 'CP', userIdLabel: 'Player ID', needsZone: false, minAge: null,
    artwork: { from: '#1c1917', to: '#84cc16', glyph: 'COD' }, popularity: 70, regions: everywhere,
    ladder: [[80, 99], [420, 499], [880, 999], [2400, 2499], [5000, 4999], [10800, 9999]],
  },
  {
    slug: 'honkai-star-rail', name: 'Honkai: Star Rail', publisher: 'HoYoverse', kind: 'topup', category: 'RPG',
    description: 'A turn-based space fantasy RPG aboard the Astral Express. Oneiric Shards convert to Stellar Jade for warps and the Nameless Honor pass.',
    creditName: 'Oneiric Shards', userIdLabel: 'UID', needsZone: true, minAge: null,
    artwork: { from: '#312e81', to: '#c4b5fd', glyph: 'HSR' }, popularity: 68, regions: everywhere,
    ladder: [[60, 99], [330, 499], [1090, 1499], [2240, 2999], [3880, 4999], [8080, 9999]],
  },
  {
    slug: 'steam-wallet', name: 'Steam Wallet Code', publisher: 'Valve', kind: 'voucher', category: 'Voucher',
    description: 'A Steam Wallet code that adds funds to a Steam account for games, DLC and in-game items. The code arrives by e-mail after payment.',
    creditName: 'Steam Wallet', userIdLabel: 'Steam Friend Code', needsZone: false, minAge: null,
    artwork: { from: '#0b1c2c', to: '#2a75bb', glyph: 'ST' }, popularity: 66, regions: everywhere,
    denominationName: 'Steam Wallet US$ {n}',
    ladder: [[5, 549], [10, 1049], [20, 2099], [50, 5199], [100, 10399]],
  },
  {
    slug: 'google-play', name: 'Google Play Gift Card', publisher: 'Google', kind: 'voucher', category: 'Voucher',
    description: 'A Google Play gift code for apps, games, in-app purchases, books and films on Android. Redeem it in the Play Store.',
    creditName: 'Google Play credit', userIdLabel: 'Google Account Name', needsZone: false, minAge: null,
    artwork: { from: '#065f46', to: '#60a5fa', glyph: 'GP' }, popularity: 64, regions: everywhere,
    denominationName: 'Google Play US$ {n}',
    ladder: [[5, 519], [10, 1029], [25, 2559], [50, 5099], [100, 10199]],
  },
  {
    slug: 'wild-rift', name: 'League of Legends: Wild Rift', publisher: 'Riot Games', kind: 'topup', category: 'MOBA',
    description: 'League of Legends rebuilt for mobile: fast 5v5 matches with twin-stick controls. Wild Cores buy champions, skins and the Wild Pass.',
    creditName: 'Wild Cores', userIdLabel: 'Riot ID', needsZone: false, minAge: null,
    artwork: { from: '#0c4a6e', to: '#22d3ee', glyph: 'WR' }, popularity: 62, regions: everywhere,
    ladder: [[425, 499], [1000, 1099], [1850, 1999], [3275, 3499], [4800, 4999], [10000, 9999]],
  },
  {
    slug: 'brawl-stars', name: 'Brawl Stars', publisher: 'Supercell', kind: 'topup', category: 'Action',
    description: 'Fast three-minute team battles with a cast of Brawlers, each with a super. Gems buy the Brawl Pass, skins and Brawlers.',
    creditName: 'Gems', userIdLabel: 'Player Tag', needsZone: false, minAge: null,
    artwork: { from: '#facc15', to: '#7e22ce', glyph: 'BS' }, popularity: 60, regions: everywhere,
    ladder: [[30, 199], [80, 499], [170, 999], [360, 1999], [950, 4999], [2000, 9999]],
  },
  {
    slug: 'clash-of-clans', name: 'Clash of Clans', publisher: 'Supercell', kind: 'topup', category: 'Strategy',
    description: 'Build a village, train troops and raid other players\' bases with your clan. Gems speed up builders and buy the Gold Pass.',
    creditName: 'Gems', userIdLabel: 'Player Tag', needsZone: false, minAge: null,
    artwork: { from: '#92400e', to: '#fde047', glyph: 'CoC' }, popularity: 58, regions: everywhere,
    ladder: [[80, 99], [500, 499], [1200, 999], [2500, 1999], [6500, 4999], [14000, 9999]],
  },
  {
    slug: 'clash-royale', name: 'Clash Royale', publisher: 'Supercell', kind: 'topup', category: 'Strategy',
    description: 'Real-time card duels: deploy troops and spells to knock down the opposing King Tower. Gems buy chests, the Pass Royale and emotes.',
    creditName: 'Gems', userIdLabel: 'Player Tag', needsZone: false, minAge: null,
    artwork: { from: '#1d4ed8', to: '#f472b6', glyph: 'CR' }, popularity: 55, regions: everywhere,
    ladder: [[80, 99], [500, 499], [1200, 999], [2500, 1999], [6500, 4999], [14000, 9999]],
  },
  {
    slug: 'zenless-zone-zero', name: 'Zenless Zone Zero', publisher: 'HoYoverse', kind: 'topup', category: 'Action RPG',
    description: 'A stylish urban-fantasy action game set in New Eridu, fighting through the Hollows. Monochrome converts to Polychrome for signal searches.',
    creditName: 'Monochrome', userIdLabel: 'UID', needsZone: true, minAge: null,
    artwork: { from: '#18181b', to: '#a3e635', glyph: 'ZZZ' }, popularity: 54, regions: everywhere,
    ladder: [[60, 99], [300, 499], [980, 1499], [1980, 2999], [3280, 4999], [6480, 9999]],
  },
  {
    slug: 'razer-gold', name: 'Razer Gold', publisher: 'Razer', kind: 'voucher', category: 'Voucher',
    description: 'A Razer Gold PIN that tops up a Razer Gold wallet, accepted in thousands of games and earning Razer Silver on every purchase.',
    creditName: 'Razer Gold', userIdLabel: 'Razer ID', needsZone: false, minAge: null,
    artwork: { from: '#052e16', to: '#44d62c', glyph: 'RG' }, popularity: 52, regions: everywhere,
    denominationName: 'Razer Gold US$ {n}',
    ladder: [[5, 500], [10, 1000], [20, 2000], [50, 5000], [100, 10000]],
  },
  {
    slug: 'efootball', name: 'eFootball', publisher: 'KONAMI', kind: 'topup', category: 'Sports',
    description: 'Free-to-play football with licensed clubs and legends; build a Dream Team and play online matches. Coins sign players and buy packs.',
    creditName: 'eFootball Coins', userIdLabel: 'User ID', needsZone: false, minAge: null,
    artwork: { from: '#1e40af', to: '#10b981', glyph: 'eF' }, popularity: 50, regions: everywhere,
    ladder: [[130, 99], [550, 399], [1040, 799], [2130, 1599], [3250, 2399], [5700, 3999]],
  },
  {
    slug: 'arena-breakout', name: 'Arena Breakout', publisher: 'Level Infinite', kind: 'topup', category: 'Tactical Shooter',
    description: 'A hardcore extraction shooter: raid, loot and get out alive, or lose what you carried in. Bonds buy gear, the battle pass and cosmetics.',
    creditName: 'Bonds', userIdLabel: 'Player ID', needsZone: false, minAge: null,
    artwork: { from: '#292524', to: '#d97706', glyph: 'AB' }, popularity: 48, regions: everywhere,
    ladder: [[60, 99], [310, 499], [630, 999], [1580, 2499], [3200, 4999], [6500, 9999]],
  },
  {
    slug: 'love-and-deepspace', name: 'Love and Deepspace', publisher: 'Infold Games', kind: 'topup', category: 'Romance',
    description: 'A 3D sci-fi romance adventure: hunt Wanderers and get to know the men of Linkon City. Diamonds buy Deepspace Wishes and the Aurum Pass.',
    creditName: 'Diamonds', userIdLabel: 'UID', needsZone: true, minAge: null,
    artwork: { from: '#4c1d95', to: '#f9a8d4', glyph: 'LD' }, popularity: 46,
    regions: { groups: ['East Asia', 'Southeast Asia', 'Americas', 'Oceania'] },
    ladder: [[60, 99], [300, 499], [980, 1499], [1980, 2999], [3280, 4999], [6480, 9999]],
  },
  {
    slug: 'delta-force', name: 'Delta Force', publisher: 'Level Infinite', kind: 'topup', category: 'Tactical Shooter',
    description: 'Large-scale warfare and extraction operations across land, sea and air. Delta Coins buy operator skins and the combat pass.',
    creditName: 'Delta Coins', userIdLabel: 'Player ID', needsZone: false, minAge: null,
    artwork: { from: '#14532d', to: '#a8a29e', glyph: 'DF' }, popularity: 45, regions: everywhere,
    ladder: [[60, 99], [320, 499], [660, 999], [1680, 2499], [3450, 4999], [7000, 9999]],
  },
  {
    slug: 'magic-chess-go-go', name: 'Magic Chess: Go Go', publisher: 'Moonton', kind: 'topup', category: 'Auto Battler',
    description: 'An eight-player auto battler with Mobile Legends heroes: build synergies, place your pieces and outlast the lobby. Diamonds buy commanders and passes.',
    creditName: 'Diamonds', userIdLabel: 'User ID', needsZone: true, minAge: null,
    artwork: { from: '#581c87', to: '#38bdf8', glyph: 'MC' }, popularity: 44,
    regions: { groups: ['Southeast Asia', 'South Asia'] },
    ladder: [[55, 99], [275, 499], [565, 999], [1155, 1999], [2975, 4999]],
  },
  {
    slug: 'teamfight-tactics', name: 'Teamfight Tactics', publisher: 'Riot Games', kind: 'topup', category: 'Auto Battler',
    description: 'Riot\'s round-based strategy game: draft champions, build a board and battle seven opponents. RP buys Little Legends, arenas and passes.',
    creditName: 'RP', userIdLabel: 'Riot ID', needsZone: false, minAge: null,
    artwork: { from: '#1e3a5f', to: '#e0b34c', glyph: 'TFT' }, popularity: 42, regions: everywhere,
    ladder: [[575, 499], [1380, 1099], [2800, 2199], [4500, 3499], [6500, 4999]],
  },
  {
    slug: 'stumble-guys', name: 'Stumble Guys', publisher: 'Scopely', kind: 'topup', category: 'Party',
    description: 'A knockout party game for up to 32 players: run, dive and stumble through chaotic obstacle courses. Gems buy skins, emotes and the Stumble Pass.',
    creditName: 'Gems', userIdLabel: 'Player ID', needsZone: false, minAge: null,
    artwork: { from: '#f97316', to: '#3b82f6', glyph: 'SG' }, popularity: 40, regions: everywhere,
    ladder: [[250, 199], [700, 499], [1500, 999], [3300, 1999], [9000, 4999]],
  },
  {
    slug: 'marvel-snap', name: 'Marvel Snap', publisher: 'Nuverse', kind: 'topup', category: 'Card Game',
    description: 'A fast collectible card game with Marvel heroes and villains; matches last three minutes. Gold buys the Season Pass and variants.',
    creditName: 'Gold', userIdLabel: 'Player ID', needsZone: false, minAge: null,
    artwork: { from: '#7f1d1d', to: '#fbbf24', glyph: 'MS' }, popularity: 38, regions: everywhere,
    ladder: [[100, 199], [500, 999], [1100, 1999], [2800, 4999], [6000, 9999]],
  },
  {
    slug: 'sausage-man', name: 'Sausage Man', publisher: 'XD Entertainment', kind: 'topup', category: 'Battle Royale',
    description: 'A cartoon battle royale where sausages drop in, grab weapons and party their way to victory. Candies buy outfits and the Gala Pass.',
    creditName: 'Candies', userIdLabel: 'Player ID', needsZone: false, minAge: null,
    artwork: { from: '#be123c', to: '#fda4af', glyph: 'SM' }, popularity: 36,
    regions: { groups: ['Southeast Asia', 'East Asia'] },
    ladder: [[60, 99], [300, 499], [680, 999], [1280, 1999], [3280, 4999], [6480, 9999]],
  },
  {
    slug: 'lords-mobile', name: 'Lords Mobile', publisher: 'IGG', kind: 'topup', category: 'Strategy',
    description: 'A real-time strategy game of kingdom building, heroes and guild wars. Diamonds speed up construction and buy hero packs.',
    creditName: 'Diamonds', userIdLabel: 'IGG ID', needsZone: false, minAge: null,
    artwork: { from: '#3730a3', to: '#fcd34d', glyph: 'LM' }, popularity: 34, regions: everywhere,
    ladder: [[105, 99], [550, 499], [1130, 999], [2360, 1999], [6000, 4999], [12300, 9999]],
  },
  {
    slug: 'ragnarok-x', name: 'Ragnarok X: Next Generation', publisher: 'Gravity', kind: 'topup', category: 'MMORPG',
    description: 'The classic Ragnarok Online world rebuilt as a mobile MMORPG, with jobs, guilds and MVP hunts. Diamonds buy costumes and the monthly card.',
    creditName: 'Diamonds', userIdLabel: 'Player ID', needsZone: true, minAge: null,
    artwork: { from: '#9d174d', to: '#fbcfe8', glyph: 'RX' }, popularity: 32,
    regions: { groups: ['Southeast Asia'] },
    ladder: [[60, 99], [300, 499], [680, 999], [1280, 1999], [3280, 4999]],
  },
  {
    slug: 'playstation-store', name: 'PlayStation Store Gift Card', publisher: 'Sony Interactive Entertainment', kind: 'voucher', category: 'Voucher',
    description: 'A PlayStation Store code that adds funds to a PlayStation Network wallet for games, add-ons and PlayStation Plus.',
    creditName: 'PSN credit', userIdLabel: 'Online ID', needsZone: false, minAge: null,
    artwork: { from: '#00246b', to: '#0070d1', glyph: 'PS' }, popularity: 30,
    regions: { groups: ['Americas', 'Europe', 'East Asia', 'Oceania', 'Middle East'] },
    denominationName: 'PlayStation Store US$ {n}',
    ladder: [[10, 1049], [20, 2099], [50, 5199], [100, 10399]],
  },
  {
    slug: 'garena-shells', name: 'Garena Shells', publisher: 'Garena', kind: 'voucher', category: 'Voucher',
    description: 'Garena Shells pay for items across Garena games and services in Southeast Asia and Taiwan. The voucher PIN is delivered by e-mail.',
    creditName: 'Shells', userIdLabel: 'Garena Username', needsZone: false, minAge: null,
    artwork: { from: '#b91c1c', to: '#f97316', glyph: 'GS' }, popularity: 28,
    regions: { groups: [], countries: ['ph', 'my', 'sg', 'th', 'id', 'vn', 'tw'] },
    ladder: [[33, 100], [66, 200], [165, 500], [330, 1000], [660, 2000]],
  },
  // The football games the football white-label site (id 2) sells, with eFootball.
  {
    slug: 'ea-sports-fc-mobile', name: 'EA SPORTS FC Mobile', publisher: 'Electronic Arts', kind: 'topup', category: 'Sports',
    description: 'Build your Ultimate Team from thousands of licensed players, clubs and leagues, and play head-to-head. FC Points buy packs and the season pass.',
    creditName: 'FC Points', userIdLabel: 'User ID', needsZone: false, minAge: null,
    artwork: { from: '#064e3b', to: '#a3e635', glyph: 'FC' }, popularity: 26, regions: everywhere,
    ladder: [[100, 99], [520, 499], [1070, 999], [2200, 1999], [5750, 4999]],
  },
  {
    slug: 'top-eleven', name: 'Top Eleven', publisher: 'Nordeus', kind: 'topup', category: 'Sports',
    description: 'Manage your own football club: sign players, set tactics, train the squad and play live matches against other managers. Tokens speed up training and transfers.',
    creditName: 'Tokens', userIdLabel: 'Player ID', needsZone: false, minAge: null,
    artwork: { from: '#1e3a8a', to: '#facc15', glyph: 'T11' }, popularity: 24, regions: everywhere,
    ladder: [[35, 199], [120, 499], [260, 999], [700, 1999]],
  },
];
