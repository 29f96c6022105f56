import type { CountryFeatures, LanguageOption, countries } from '../schema/catalog.ts';
import { currency } from './currencies.ts';

export type CountrySeed = typeof countries.$inferSelect;

/** The about page's region groups (shell §1). */
export type CountryGroup =
  'Africa' | 'Americas' | 'Europe' | 'Middle East' | 'South Asia' | 'Southeast Asia' | 'Oceania' | 'Central Asia' | 'East Asia';

/**
 * The regional GraphQL/order endpoint a country talks to (shell §7): Asia and Oceania go to sg,
 * the Americas to us, the Middle East to sa, and Europe, Africa and Central Asia to eu.
 */
const regionCodeOfGroup: Record<CountryGroup, 'sg' | 'us' | 'eu' | 'sa'> = {
  'Southeast Asia': 'sg',
  'South Asia': 'sg',
  'East Asia': 'sg',
  Oceania: 'sg',
  Americas: 'us',
  'Middle East': 'sa',
  Europe: 'eu',
  Africa: 'eu',
  'Central Asia': 'eu',
};

/** Each language's own name, and whether it is written right to left. */
const languageNames: Record<string, [name: string, rtl: boolean]> = {
  ar: ['العربية', true],
  cs: ['Čeština', false],
  da: ['Dansk', false],
  de: ['Deutsch', false],
  el: ['Ελληνικά', false],
  en: ['English', false],
  es: ['Español', false],
  fi: ['Suomi', false],
  fr: ['Français', false],
  hu: ['Magyar', false],
  id: ['Bahasa Indonesia', false],
  it: ['Italiano', false],
  ja: ['日本語', false],
  km: ['ខ្មែរ', false],
  ko: ['한국어', false],
  lo: ['ລາວ', false],
  mn: ['Монгол', false],
  ms: ['Bahasa Melayu', false],
  my: ['မြန်မာ', false],
  nb: ['Norsk', false],
  nl: ['Nederlands', false],
  pl: ['Polski', false],
  pt: ['Português', false],
  ro: ['Română', false],
  ru: ['Русский', false],
  sk: ['Slovenčina', false],
  sv: ['Svenska', false],
  th: ['ไทย', false],
  tr: ['Türkçe', false],
  vi: ['Tiếng Việt', false],
  zh: ['繁體中文', false],
};

function languageOption(locale: string, isDefault: boolean): LanguageOption {
  const code = locale.split('-')[0]!;
  const entry = languageNames[code];
  if (!entry) throw new Error(`No language name for ${locale}`);
  return { code, name: entry[0], locale, isRTL: entry[1], isDefault };
}

const allFeatures: CountryFeatures = {
  accounts: true,
  wallet: true,
  rewards: true,
  notifications: true,
  transactions: true,
  settings: true,
  transactionsEnabled: true,
};

/**
 * One row per country. Languages: shell §9's list where it names them (the first locale is the
 * default); elsewhere the local language, with English offered too in the European countries and
 * where English is widely used for shopping. mobilePattern is the national number without the
 * trunk 0 and without the country code, in the spec's mini-language (shell §5): " OR " separates
 * alternatives and " to " stands for the comma of a repeat range.
 * showDecimal: markets whose prices carry cents; whole-unit markets (IDR, VND, INR, HUF, …) do not.
 * showDecimalWhenZero: only the US and Canada, where "$10.00" is the customary way to write it.
 * amountFormat: 'invert' where the default locale writes a decimal comma.
 */
// [code, local name, English name, group, currency, symbol, showDecimal, showDecimalWhenZero,
//  amountFormat, mobilePattern, ISO 3166-1 numeric, phone code, locales (default first)]
type Row = [string, string, string, CountryGroup, string, string, boolean, boolean, 'normal' | 'invert', string, number, string, string];

const rows: Row[] = [
  ['ph', 'Philippines', 'Philippines', 'Southeast Asia', 'PHP', '₱', true, false, 'normal', '9[0-9]{9}', 608, '63', 'en-PH'],
  [
    'my',
    'Malaysia',
    'Malaysia',
    'Southeast Asia',
    'MYR',
    'RM',
    true,
    false,
    'normal',
    '1[0-46-9][0-9]{7} OR 11[0-9]{8}',
    458,
    '60',
    'en-MY ms-MY',
  ],
  ['sg', 'Singapore', 'Singapore', 'Southeast Asia', 'SGD', 'S$', true, false, 'normal', '[89][0-9]{7}', 702, '65', 'en-SG'],
  ['bd', 'Bangladesh', 'Bangladesh', 'South Asia', 'BDT', '৳', false, false, 'normal', '1[3-9][0-9]{8}', 50, '880', 'en-BD'],
  ['pk', 'Pakistan', 'Pakistan', 'South Asia', 'PKR', 'Rs', false, false, 'normal', '3[0-9]{9}', 586, '92', 'en-PK'],
  ['lk', 'Sri Lanka', 'Sri Lanka', 'South Asia', 'LKR', 'Rs', false, false, 'normal', '7[0-9]{8}', 144, '94', 'en-LK'],
  ['th', 'ประเทศไทย', 'Thailand', 'Southeast Asia', 'THB', '฿', false, false, 'normal', '[689][0-9]{8}', 764, '66', 'th-TH en-TH'],
  ['kh', 'កម្ពុជា', 'Cambodia', 'Southeast Asia', 'USD', '$', true, false, 'normal', '[1-9][0-9]{7 to 8}', 116, '855', 'km-KH en-KH'],
  ['la', 'ລາວ', 'Laos', 'Southeast Asia', 'LAK', '₭', false, false, 'invert', '20[0-9]{8}', 418, '856', 'lo-LA en-LA'],
  ['eg', 'مصر', 'Egypt', 'Middle East', 'EGP', 'EGP', true, false, 'normal', '1[0125][0-9]{8}', 818, '20', 'ar-EG en-EG'],
  ['mm', 'မြန်မာ', 'Myanmar', 'Southeast Asia', 'MMK', 'K', false, false, 'normal', '9[0-9]{7 to 9}', 104, '95', 'my-MM en-MM'],
  ['vn', 'Việt Nam', 'Vietnam', 'Southeast Asia', 'VND', '₫', false, false, 'invert', '[35789][0-9]{8}', 704, '84', 'vi-VN en-VN'],
  ['tl', 'Timor-Leste', 'Timor-Leste', 'Southeast Asia', 'USD', '$', true, false, 'invert', '7[0-9]{7}', 626, '670', 'pt-TL en-TL'],
  ['bh', 'Bahrain', 'Bahrain', 'Middle East', 'BHD', 'BD', true, false, 'normal', '[36][0-9]{7}', 48, '973', 'en-BH ar-BH'],
  ['kw', 'Kuwait', 'Kuwait', 'Middle East', 'KWD', 'KD', true, false, 'normal', '[569][0-9]{7}', 414, '965', 'en-KW ar-KW'],
  ['sa', 'السعودية', 'Saudi Arabia', 'Middle East', 'SAR', 'SAR', true, false, 'normal', '5[0-9]{8}', 682, '966', 'ar-SA en-SA'],
  ['ma', 'المغرب', 'Morocco', 'Africa', 'MAD', 'MAD', true, false, 'normal', '[67][0-9]{8}', 504, '212', 'ar-MA'],
  ['ng', 'Nigeria', 'Nigeria', 'Africa', 'NGN', '₦', false, false, 'normal', '[789][01][0-9]{8}', 566, '234', 'en-NG'],
  ['za', 'South Africa', 'South Africa', 'Africa', 'ZAR', 'R', true, false, 'invert', '[6-8][0-9]{8}', 710, '27', 'en-ZA'],
  ['kr', '대한민국', 'South Korea', 'East Asia', 'KRW', '₩', false, false, 'normal', '1[0-9]{8 to 9}', 410, '82', 'ko-KR en-KR'],
  ['ru', 'Россия', 'Russia', 'Europe', 'RUB', '₽', false, false, 'invert', '9[0-9]{9}', 643, '7', 'ru-RU en-RU'],
  ['tw', '台灣', 'Taiwan', 'East Asia', 'TWD', 'NT$', false, false, 'normal', '9[0-9]{8}', 158, '886', 'zh-TW en-TW'],
  ['mn', 'Монгол', 'Mongolia', 'East Asia', 'MNT', '₮', false, false, 'normal', '[89][0-9]{7}', 496, '976', 'mn-MN'],
  ['hk', '香港', 'Hong Kong', 'East Asia', 'HKD', 'HK$', true, false, 'normal', '[4-9][0-9]{7}', 344, '852', 'zh-HK en-HK'],
  ['br', 'Brasil', 'Brazil', 'Americas', 'BRL', 'R$', true, false, 'invert', '[1-9]{2}9[0-9]{8}', 76, '55', 'pt-BR'],
  ['ca', 'Canada', 'Canada', 'Americas', 'CAD', 'C$', true, true, 'normal', '[2-9][0-9]{2}[2-9][0-9]{6}', 124, '1', 'en-CA'],
  ['ar', 'Argentina', 'Argentina', 'Americas', 'ARS', '$', false, false, 'invert', '9[0-9]{10} OR [1-9][0-9]{9}', 32, '54', 'es-AR'],
  ['bo', 'Bolivia', 'Bolivia', 'Americas', 'BOB', 'Bs', true, false, 'invert', '[67][0-9]{7}', 68, '591', 'es-BO'],
  ['cl', 'Chile', 'Chile', 'Americas', 'CLP', '$', false, false, 'invert', '9[0-9]{8}', 152, '56', 'es-CL'],
  ['co', 'Colombia', 'Colombia', 'Americas', 'COP', '$', false, false, 'invert', '3[0-9]{9}', 170, '57', 'es-CO'],
  ['mx', 'México', 'Mexico', 'Americas', 'MXN', '$', true, false, 'normal', '[1-9][0-9]{9}', 484, '52', 'es-MX'],
  ['py', 'Paraguay', 'Paraguay', 'Americas', 'PYG', '₲', false, false, 'invert', '9[6-9][0-9]{7}', 600, '595', 'es-PY'],
  ['pe', 'Perú', 'Peru', 'Americas', 'PEN', 'S/', true, false, 'normal', '9[0-9]{8}', 604, '51', 'es-PE'],
  ['id', 'Indonesia', 'Indonesia', 'Southeast Asia', 'IDR', 'Rp', false, false, 'invert', '8[0-9]{8 to 11}', 360, '62', 'id-ID en-ID'],
  ['in', 'India', 'India', 'South Asia', 'INR', '₹', false, false, 'normal', '[6-9][0-9]{9}', 356, '91', 'en-IN'],
  [
    'ae',
    'United Arab Emirates',
    'United Arab Emirates',
    'Middle East',
    'AED',
    'AED',
    true,
    false,
    'normal',
    '5[0-9]{8}',
    784,
    '971',
    'en-AE ar-AE',
  ],
  ['tr', 'Türkiye', 'Türkiye', 'Europe', 'TRY', '₺', true, false, 'invert', '5[0-9]{9}', 792, '90', 'tr-TR en-TR'],
  ['jp', '日本', 'Japan', 'East Asia', 'JPY', '¥', false, false, 'normal', '[789]0[0-9]{8}', 392, '81', 'ja-JP'],
  ['np', 'Nepal', 'Nepal', 'South Asia', 'NPR', 'Rs', false, false, 'normal', '9[678][0-9]{8}', 524, '977', 'en-NP'],
  ['iq', 'العراق', 'Iraq', 'Middle East', 'IQD', 'IQD', false, false, 'normal', '7[0-9]{9}', 368, '964', 'ar-IQ en-IQ'],
  ['ec', 'Ecuador', 'Ecuador', 'Americas', 'USD', '$', true, false, 'invert', '9[0-9]{8}', 218, '593', 'es-EC'],
  ['uy', 'Uruguay', 'Uruguay', 'Americas', 'UYU', '$U', false, false, 'invert', '9[0-9]{7}', 858, '598', 'es-UY'],
  ['be', 'België', 'Belgium', 'Europe', 'EUR', '€', true, false, 'invert', '4[0-9]{8}', 56, '32', 'nl-BE fr-BE'],
  ['dk', 'Danmark', 'Denmark', 'Europe', 'DKK', 'kr.', true, false, 'invert', '[2-9][0-9]{7}', 208, '45', 'da-DK en-DK'],
  ['de', 'Deutschland', 'Germany', 'Europe', 'EUR', '€', true, false, 'invert', '1[5-7][0-9]{8 to 9}', 276, '49', 'de-DE en-DE'],
  ['es', 'España', 'Spain', 'Europe', 'EUR', '€', true, false, 'invert', '[67][0-9]{8}', 724, '34', 'es-ES en-ES'],
  ['fr', 'France', 'France', 'Europe', 'EUR', '€', true, false, 'invert', '[67][0-9]{8}', 250, '33', 'fr-FR en-FR'],
  ['it', 'Italia', 'Italy', 'Europe', 'EUR', '€', true, false, 'invert', '3[0-9]{8 to 9}', 380, '39', 'it-IT en-IT'],
  ['nl', 'Nederland', 'Netherlands', 'Europe', 'EUR', '€', true, false, 'invert', '6[0-9]{8}', 528, '31', 'nl-NL en-NL'],
  ['no', 'Norge', 'Norway', 'Europe', 'NOK', 'kr', true, false, 'invert', '[49][0-9]{7}', 578, '47', 'nb-NO en-NO'],
  ['at', 'Österreich', 'Austria', 'Europe', 'EUR', '€', true, false, 'invert', '6[0-9]{8 to 12}', 40, '43', 'de-AT en-AT'],
  ['pl', 'Polska', 'Poland', 'Europe', 'PLN', 'zł', true, false, 'invert', '[4-8][0-9]{8}', 616, '48', 'pl-PL en-PL'],
  ['ch', 'Schweiz', 'Switzerland', 'Europe', 'CHF', 'CHF', true, false, 'normal', '7[5-9][0-9]{7}', 756, '41', 'de-CH fr-CH'],
  ['se', 'Sverige', 'Sweden', 'Europe', 'SEK', 'kr', true, false, 'invert', '7[02369][0-9]{7}', 752, '46', 'sv-SE en-SE'],
  ['gb', 'United Kingdom', 'United Kingdom', 'Europe', 'GBP', '£', true, false, 'normal', '7[0-9]{9}', 826, '44', 'en-GB'],
  ['us', 'United States', 'United States', 'Americas', 'USD', '$', true, true, 'normal', '[2-9][0-9]{2}[2-9][0-9]{6}', 840, '1', 'en-US'],
  ['cz', 'Česko', 'Czechia', 'Europe', 'CZK', 'Kč', false, false, 'invert', '[67][0-9]{8}', 203, '420', 'cs-CZ en-CZ'],
  ['hu', 'Magyarország', 'Hungary', 'Europe', 'HUF', 'Ft', false, false, 'invert', '[237]0[0-9]{7}', 348, '36', 'hu-HU en-HU'],
  ['pt', 'Portugal', 'Portugal', 'Europe', 'EUR', '€', true, false, 'invert', '9[1236][0-9]{7}', 620, '351', 'pt-PT en-PT'],
  ['ro', 'România', 'Romania', 'Europe', 'RON', 'lei', true, false, 'invert', '7[0-9]{8}', 642, '40', 'ro-RO en-RO'],
  ['au', 'Australia', 'Australia', 'Oceania', 'AUD', 'A$', true, false, 'normal', '4[0-9]{8}', 36, '61', 'en-AU'],
  ['nz', 'New Zealand', 'New Zealand', 'Oceania', 'NZD', 'NZ$', true, false, 'normal', '2[0-9]{7 to 9}', 554, '64', 'en-NZ'],
  ['ke', 'Kenya', 'Kenya', 'Africa', 'KES', 'KSh', false, false, 'normal', '[17][0-9]{8}', 404, '254', 'en-KE'],
  ['ie', 'Ireland', 'Ireland', 'Europe', 'EUR', '€', true, false, 'normal', '8[35-9][0-9]{7}', 372, '353', 'en-IE'],
  ['kz', 'Казахстан', 'Kazakhstan', 'Central Asia', 'KZT', '₸', false, false, 'invert', '7[0-9]{9}', 398, '7', 'ru-KZ'],
  ['fi', 'Suomi', 'Finland', 'Europe', 'EUR', '€', true, false, 'invert', '[45][0-9]{6 to 9}', 246, '358', 'fi-FI en-FI'],
  ['gr', 'Ελλάδα', 'Greece', 'Europe', 'EUR', '€', true, false, 'invert', '69[0-9]{8}', 300, '30', 'el-GR en-GR'],
  ['sk', 'Slovensko', 'Slovakia', 'Europe', 'EUR', '€', true, false, 'invert', '9[0-9]{8}', 703, '421', 'sk-SK en-SK'],
  ['qa', 'Qatar', 'Qatar', 'Middle East', 'QAR', 'QAR', true, false, 'normal', '[3567][0-9]{7}', 634, '974', 'en-QA ar-QA'],
];

export const demoCountries: readonly CountrySeed[] = rows.map(
  (
    [
      code,
      name,
      enName,
      group,
      currencyCode,
      currencySymbol,
      showDecimal,
      showDecimalWhenZero,
      amountFormat,
      mobilePattern,
      numericCode,
      phoneCode,
      locales,
    ],
    index,
  ) => {
    const languages = locales.split(' ').map((locale, i) => languageOption(locale, i === 0));
    const primary = languages[0]!;
    return {
      code,
      name,
      enName,
      locale: primary.locale,
      languageName: primary.name,
      path: `/${code}`,
      group,
      currency: currencyCode,
      currencySymbol,
      currencyExponent: currency(currencyCode).exponent,
      showDecimal,
      showDecimalWhenZero,
      amountFormat,
      rtl: primary.isRTL,
      mobilePattern,
      numericCode,
      phoneCode,
      regionCode: regionCodeOfGroup[group],
      languages,
      features: { ...allFeatures },
      sortOrder: (index + 1) * 10,
    };
  },
);
