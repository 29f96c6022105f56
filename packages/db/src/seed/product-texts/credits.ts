/**
 * The common words for game credits, per store language: what "86 Diamonds" reads as there. Only
 * words that are ordinary nouns are translated, as the games' own stores in those languages do;
 * brand currencies (UC, CP, Robux, Valorant Points, Genesis Crystals, …) keep their names.
 */
export const creditWords: Record<string, Record<'Diamonds' | 'Gems' | 'Tokens' | 'Gold' | 'Candies', string>> = {
  ar: { Diamonds: 'ماسات', Gems: 'جواهر', Tokens: 'رموز', Gold: 'ذهب', Candies: 'حلوى' },
  cs: { Diamonds: 'Diamanty', Gems: 'Drahokamy', Tokens: 'Žetony', Gold: 'Zlato', Candies: 'Bonbony' },
  da: { Diamonds: 'Diamanter', Gems: 'Ædelsten', Tokens: 'Jetoner', Gold: 'Guld', Candies: 'Slik' },
  de: { Diamonds: 'Diamanten', Gems: 'Juwelen', Tokens: 'Token', Gold: 'Gold', Candies: 'Bonbons' },
  el: { Diamonds: 'Διαμάντια', Gems: 'Πετράδια', Tokens: 'Μάρκες', Gold: 'Χρυσός', Candies: 'Καραμέλες' },
  es: { Diamonds: 'Diamantes', Gems: 'Gemas', Tokens: 'Fichas', Gold: 'Oro', Candies: 'Caramelos' },
  fi: { Diamonds: 'Timantit', Gems: 'Jalokivet', Tokens: 'Poletit', Gold: 'Kulta', Candies: 'Karkit' },
  fr: { Diamonds: 'Diamants', Gems: 'Gemmes', Tokens: 'Jetons', Gold: 'Or', Candies: 'Bonbons' },
  hu: { Diamonds: 'Gyémántok', Gems: 'Drágakövek', Tokens: 'Zsetonok', Gold: 'Arany', Candies: 'Cukorkák' },
  id: { Diamonds: 'Diamond', Gems: 'Permata', Tokens: 'Token', Gold: 'Emas', Candies: 'Permen' },
  it: { Diamonds: 'Diamanti', Gems: 'Gemme', Tokens: 'Gettoni', Gold: 'Oro', Candies: 'Caramelle' },
  ja: { Diamonds: 'ダイヤ', Gems: 'ジェム', Tokens: 'トークン', Gold: 'ゴールド', Candies: 'キャンディ' },
  km: { Diamonds: 'ពេជ្រ', Gems: 'ត្បូង', Tokens: 'ថូខឹន', Gold: 'មាស', Candies: 'ស្ករគ្រាប់' },
  ko: { Diamonds: '다이아', Gems: '보석', Tokens: '토큰', Gold: '골드', Candies: '사탕' },
  lo: { Diamonds: 'ເພັດ', Gems: 'ແກ້ວ', Tokens: 'ໂທເຄັນ', Gold: 'ຄຳ', Candies: 'ເຂົ້າໜົມອົມ' },
  mn: { Diamonds: 'Алмаз', Gems: 'Эрдэнийн чулуу', Tokens: 'Жетон', Gold: 'Алт', Candies: 'Чихэр' },
  ms: { Diamonds: 'Berlian', Gems: 'Permata', Tokens: 'Token', Gold: 'Emas', Candies: 'Gula-gula' },
  my: { Diamonds: 'စိန်', Gems: 'ကျောက်မျက်', Tokens: 'တိုကင်', Gold: 'ရွှေ', Candies: 'သကြားလုံး' },
  nb: { Diamonds: 'Diamanter', Gems: 'Edelstener', Tokens: 'Sjetonger', Gold: 'Gull', Candies: 'Godteri' },
  nl: { Diamonds: 'Diamanten', Gems: 'Edelstenen', Tokens: 'Tokens', Gold: 'Goud', Candies: 'Snoepjes' },
  pl: { Diamonds: 'Diamenty', Gems: 'Klejnoty', Tokens: 'Żetony', Gold: 'Złoto', Candies: 'Cukierki' },
  pt: { Diamonds: 'Diamantes', Gems: 'Gemas', Tokens: 'Fichas', Gold: 'Ouro', Candies: 'Balas' },
  ro: { Diamonds: 'Diamante', Gems: 'Geme', Tokens: 'Jetoane', Gold: 'Aur', Candies: 'Bomboane' },
  ru: { Diamonds: 'Алмазы', Gems: 'Кристаллы', Tokens: 'Жетоны', Gold: 'Золото', Candies: 'Конфеты' },
  sk: { Diamonds: 'Diamanty', Gems: 'Drahokamy', Tokens: 'Žetóny', Gold: 'Zlato', Candies: 'Cukríky' },
  sv: { Diamonds: 'Diamanter', Gems: 'Ädelstenar', Tokens: 'Polletter', Gold: 'Guld', Candies: 'Godis' },
  th: { Diamonds: 'ไดมอนด์', Gems: 'เพชร', Tokens: 'โทเค็น', Gold: 'ทอง', Candies: 'ลูกอม' },
  tr: { Diamonds: 'Elmas', Gems: 'Taş', Tokens: 'Jeton', Gold: 'Altın', Candies: 'Şeker' },
  vi: { Diamonds: 'Kim cương', Gems: 'Đá quý', Tokens: 'Token', Gold: 'Vàng', Candies: 'Kẹo' },
  zh: { Diamonds: '鑽石', Gems: '寶石', Tokens: '代幣', Gold: '金幣', Candies: '糖果' },
};
