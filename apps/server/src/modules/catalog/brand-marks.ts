import type { BrandMark, ProductArtwork } from '@store/contracts';
import {
  siActivision,
  siAirtel,
  siAlipay,
  siApplepay,
  siEa,
  siFawry,
  siGooglepay,
  siGoogleplay,
  siGrab,
  siKakao,
  siKlarna,
  siKonami,
  siLine,
  siLydia,
  siMastercard,
  siMercadopago,
  siMihoyo,
  siMovistar,
  siNaver,
  siO2,
  siOrange,
  siPaypal,
  siPaytm,
  siPhonepe,
  siPicpay,
  siPix,
  siPlaystation,
  siPubg,
  siRakuten,
  siRazer,
  siRevolut,
  siRiotgames,
  siRoblox,
  siShopee,
  siSteam,
  siSunrise,
  siSupercell,
  siTelenor,
  siValorant,
  siVenmo,
  siVisa,
  siVodafone,
  siWechat,
  siZalo,
  type SimpleIcon,
} from 'simple-icons';

/**
 * Brand marks from simple-icons (CC0; the marks themselves are their owners' trademarks, which the
 * footer's legal line says, ADR 0039). Only the icons named here are imported, and they reach the
 * page as inline SVG in the server's render, never as a script. A brand the package lacks has no
 * entry: the web app draws its designed fallback instead. Entries are checked by hand against the
 * brand, not matched by name: simple-icons' "smart" is the car maker, not the Philippine carrier.
 */
const mark = (icon: SimpleIcon): BrandMark => ({ title: icon.title, hex: `#${icon.hex}`, path: icon.path });

/** A product's own mark, by product slug. */
const productMarks: Record<string, SimpleIcon> = {
  'pubg-mobile': siPubg,
  roblox: siRoblox,
  valorant: siValorant,
  'steam-wallet': siSteam,
  'google-play': siGoogleplay,
  'razer-gold': siRazer,
  'playstation-store': siPlaystation,
};

/** A publisher's mark, shown on the products that have none of their own. */
const publisherMarks: Record<string, SimpleIcon> = {
  Activision: siActivision,
  'Electronic Arts': siEa,
  // HoYoverse is miHoYo's global publishing brand; simple-icons has the company's mark.
  HoYoverse: siMihoyo,
  KONAMI: siKonami,
  'Riot Games': siRiotgames,
  Supercell: siSupercell,
};

/** Payment channels by their seeded name; a card channel shows each network it takes that has a mark. */
const channelMarks: Record<string, readonly SimpleIcon[]> = {
  PayPal: [siPaypal],
  'Apple Pay': [siApplepay],
  'Google Pay': [siGooglepay],
  GrabPay: [siGrab],
  ShopeePay: [siShopee],
  ZaloPay: [siZalo],
  'LINE Pay': [siLine],
  'Rabbit LINE Pay': [siLine],
  'WeChat Pay HK': [siWechat],
  AlipayHK: [siAlipay],
  KakaoPay: [siKakao],
  'Naver Pay': [siNaver],
  PicPay: [siPicpay],
  'Mercado Pago': [siMercadopago],
  Pix: [siPix],
  Paytm: [siPaytm],
  PhonePe: [siPhonepe],
  Venmo: [siVenmo],
  'Revolut Pay': [siRevolut],
  Klarna: [siKlarna],
  'Klarna Sofort': [siKlarna],
  Lydia: [siLydia],
  Fawry: [siFawry],
  Vodafone: [siVodafone],
  'Vodafone Cash': [siVodafone],
  Orange: [siOrange],
  'Orange Money': [siOrange],
  Airtel: [siAirtel],
  'Airtel Money': [siAirtel],
  Telenor: [siTelenor],
  Movistar: [siMovistar],
  O2: [siO2],
  Sunrise: [siSunrise],
  'Rakuten Pay': [siRakuten],
};

const cardNetworks: ReadonlyArray<readonly [word: string, icon: SimpleIcon]> = [
  ['Visa', siVisa],
  ['Mastercard', siMastercard],
];

/** The product's artwork with its brand mark, or its publisher's where it has none of its own. */
export function productArtwork(product: { slug: string; publisher: string; artwork: ProductArtwork }): ProductArtwork {
  const own = productMarks[product.slug];
  if (own) return { ...product.artwork, mark: mark(own) };
  const publisher = publisherMarks[product.publisher];
  return publisher ? { ...product.artwork, publisherMark: mark(publisher) } : product.artwork;
}

/** The marks of a payment channel, by its name; empty when simple-icons has none of them. */
export function channelMarksOf(name: string): BrandMark[] {
  const listed = channelMarks[name];
  if (listed) return listed.map(mark);
  // "Visa / Mastercard", "Verve / Visa / Mastercard", "CMI (Visa / Mastercard)": the networks named.
  const words = new Set(name.split(/[^A-Za-z]+/));
  return cardNetworks.filter(([word]) => words.has(word)).map(([, icon]) => mark(icon));
}
