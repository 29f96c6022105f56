/**
 * Games published under another name or in another script in a language: the name players there
 * know (the publishers' own titles in those markets). Every other game keeps its brand name, the
 * `products` row's, in every language; that name is also the Latin name the game is found by.
 */
export const localNames: Record<string, Record<string, string>> = {
  ja: {
    'genshin-impact': '原神',
    'honkai-star-rail': '崩壊：スターレイル',
    'zenless-zone-zero': 'ゼンレスゾーンゼロ',
    'love-and-deepspace': '恋と深空',
    'clash-of-clans': 'クラッシュ・オブ・クラン',
    'clash-royale': 'クラッシュ・ロワイヤル',
  },
  ko: {
    'genshin-impact': '원신',
    'honkai-star-rail': '붕괴: 스타레일',
    'zenless-zone-zero': '젠레스 존 제로',
    'pubg-mobile': '배틀그라운드 모바일',
    'brawl-stars': '브롤스타즈',
    'clash-of-clans': '클래시 오브 클랜',
    'clash-royale': '클래시 로얄',
    valorant: '발로란트',
  },
  zh: {
    'genshin-impact': '原神',
    'honkai-star-rail': '崩壞：星穹鐵道',
    'zenless-zone-zero': '絕區零',
    'love-and-deepspace': '戀與深空',
    'brawl-stars': '荒野亂鬥',
    'clash-of-clans': '部落衝突',
    'clash-royale': '皇室戰爭',
    'call-of-duty-mobile': '決勝時刻 Mobile',
    'wild-rift': '英雄聯盟：激鬥峽谷',
    'sausage-man': '香腸派對',
    'lords-mobile': '王國紀元',
    'delta-force': '三角洲行動',
    'arena-breakout': '暗區突圍',
  },
};
