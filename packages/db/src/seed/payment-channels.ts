import type { paymentChannels } from '../schema/catalog.ts';
import { demoCountries } from './countries.ts';

export type PaymentChannelSeed = typeof paymentChannels.$inferSelect;
export type PaymentChannelKind = 'card' | 'ewallet' | 'bank_transfer' | 'carrier' | 'convenience_store';

const card = 'card';
const wallet = 'ewallet';
const bank = 'bank_transfer';
const carrier = 'carrier';
const store = 'convenience_store';

type ChannelRow = [kind: PaymentChannelKind, name: string, needsBillingAddress?: boolean];

const paypal: ChannelRow = [wallet, 'PayPal'];
const paysafecard: ChannelRow = [store, 'paysafecard'];
const applePay: ChannelRow = [wallet, 'Apple Pay'];
const visaMastercard: ChannelRow = [card, 'Visa / Mastercard'];

/**
 * Each country's local payment channels, in display order. A channel's id is the country's
 * ISO 3166-1 numeric code times 100 plus its position here (Singapore's PayNow is 70203), so ids
 * are unique across countries, stable across runs, and never one of the wallet's reserved channel
 * ids (commerce §9: all below 1300, while the smallest id here is 3201). Lists are append-only:
 * reordering would renumber channels that orders already point to.
 */
const channelsByCountry: Record<string, ChannelRow[]> = {
  ph: [[wallet, 'GCash'], [wallet, 'Maya'], [wallet, 'GrabPay'], visaMastercard, [bank, 'BPI Online'], [bank, 'UnionBank Online'], [carrier, 'Globe'], [carrier, 'Smart'], [store, '7-Eleven CLiQQ']],
  my: [[wallet, "Touch 'n Go eWallet"], [wallet, 'Boost'], [wallet, 'GrabPay'], [wallet, 'ShopeePay'], [bank, 'FPX Online Banking'], visaMastercard, [carrier, 'Digi'], [carrier, 'Celcom'], [store, '7-Eleven']],
  sg: [visaMastercard, [wallet, 'GrabPay'], [bank, 'PayNow'], [carrier, 'Singtel'], [carrier, 'StarHub']],
  bd: [[wallet, 'bKash'], [wallet, 'Nagad'], [wallet, 'Rocket'], visaMastercard, [bank, 'Internet Banking'], [carrier, 'Grameenphone'], [carrier, 'Robi']],
  pk: [[wallet, 'JazzCash'], [wallet, 'Easypaisa'], visaMastercard, [bank, '1LINK Bank Transfer'], [carrier, 'Jazz'], [carrier, 'Telenor'], [carrier, 'Zong']],
  lk: [[wallet, 'eZ Cash'], [wallet, 'FriMi'], visaMastercard, [bank, 'LankaPay Online'], [carrier, 'Dialog'], [carrier, 'Mobitel']],
  th: [[wallet, 'TrueMoney Wallet'], [wallet, 'Rabbit LINE Pay'], [bank, 'PromptPay'], [bank, 'K PLUS'], visaMastercard, [carrier, 'AIS'], [carrier, 'TrueMove H'], [store, '7-Eleven']],
  kh: [[bank, 'ABA PAY'], [wallet, 'Wing'], [wallet, 'Pi Pay'], visaMastercard, [carrier, 'Smart Axiata']],
  la: [[bank, 'BCEL One'], [wallet, 'U-Money'], visaMastercard, [carrier, 'Unitel'], [carrier, 'Lao Telecom']],
  eg: [[card, 'Visa / Mastercard / Meeza'], [wallet, 'Vodafone Cash'], [bank, 'InstaPay'], [store, 'Fawry'], [carrier, 'Vodafone'], [carrier, 'Orange'], [carrier, 'Etisalat by e&']],
  mm: [[wallet, 'KBZPay'], [wallet, 'Wave Money'], [bank, 'AYA Pay'], visaMastercard, [carrier, 'MPT'], [carrier, 'ATOM']],
  vn: [[wallet, 'MoMo'], [wallet, 'ZaloPay'], [wallet, 'ShopeePay'], [bank, 'VietQR'], visaMastercard, [carrier, 'Viettel'], [carrier, 'Mobifone']],
  tl: [visaMastercard, [wallet, 'Mosan'], [bank, 'BNCTL Transfer'], [carrier, 'Telkomcel'], [carrier, 'Timor Telecom']],
  bh: [[card, 'BENEFIT Debit'], visaMastercard, [wallet, 'BenefitPay'], applePay, [carrier, 'Batelco'], [carrier, 'Zain'], [carrier, 'stc']],
  kw: [[card, 'KNET'], visaMastercard, applePay, [bank, 'Boubyan Bank Transfer'], [carrier, 'Zain'], [carrier, 'Ooredoo'], [carrier, 'stc']],
  sa: [[card, 'mada'], visaMastercard, [wallet, 'STC Pay'], applePay, [bank, 'SADAD'], [carrier, 'stc'], [carrier, 'Mobily'], [carrier, 'Zain']],
  ma: [[card, 'CMI (Visa / Mastercard)'], [wallet, 'Orange Money'], [store, 'CashPlus'], [store, 'Wafacash'], [carrier, 'Maroc Telecom'], [carrier, 'inwi'], [carrier, 'Orange']],
  ng: [[card, 'Verve / Visa / Mastercard'], [bank, 'Bank Transfer'], [bank, 'USSD'], [wallet, 'OPay'], [wallet, 'PalmPay'], [carrier, 'MTN'], [carrier, 'Airtel'], [carrier, 'Glo']],
  za: [visaMastercard, [bank, 'Instant EFT (Ozow)'], [wallet, 'SnapScan'], [wallet, 'Zapper'], [store, '1Voucher'], [carrier, 'Vodacom'], [carrier, 'MTN']],
  kr: [[card, 'Credit Card'], [wallet, 'KakaoPay'], [wallet, 'Naver Pay'], [wallet, 'Toss Pay'], [bank, 'Account Transfer'], [carrier, 'Mobile Phone Payment']],
  ru: [[card, 'Mir'], [bank, 'SBP Faster Payments'], [wallet, 'YooMoney'], [carrier, 'MTS'], [carrier, 'Beeline'], [carrier, 'MegaFon']],
  tw: [visaMastercard, [wallet, 'LINE Pay'], [wallet, 'JKOPAY'], [bank, 'ATM Transfer'], [store, '7-Eleven ibon'], [store, 'FamilyMart'], [carrier, 'Chunghwa Telecom'], [carrier, 'Taiwan Mobile']],
  mn: [[wallet, 'SocialPay'], [wallet, 'QPay'], [wallet, 'MonPay'], [bank, 'Khan Bank'], visaMastercard, [carrier, 'Unitel'], [carrier, 'Mobicom']],
  hk: [visaMastercard, [wallet, 'AlipayHK'], [wallet, 'WeChat Pay HK'], [wallet, 'PayMe'], [bank, 'FPS'], [store, '7-Eleven'], [store, 'Circle K']],
  br: [[bank, 'Pix'], [card, 'Cartão de crédito'], [wallet, 'PicPay'], [wallet, 'Mercado Pago'], [store, 'Boleto Bancário'], [carrier, 'Claro'], [carrier, 'Vivo']],
  ca: [[card, 'Visa / Mastercard', true], paypal, [bank, 'Interac Online'], paysafecard, [carrier, 'Rogers'], [carrier, 'Bell']],
  ar: [[wallet, 'Mercado Pago'], [card, 'Tarjeta de crédito'], [bank, 'Transferencia bancaria'], [store, 'Rapipago'], [store, 'Pago Fácil'], [carrier, 'Personal']],
  bo: [[wallet, 'Tigo Money'], [bank, 'QR Simple'], visaMastercard, [carrier, 'Tigo'], [carrier, 'Entel']],
  cl: [[card, 'Webpay'], [wallet, 'Mercado Pago'], [wallet, 'MACH'], [bank, 'Khipu'], [store, 'Servipag'], [carrier, 'Entel']],
  co: [[bank, 'PSE'], [wallet, 'Nequi'], [wallet, 'Daviplata'], visaMastercard, [store, 'Efecty'], [carrier, 'Claro']],
  mx: [[store, 'OXXO'], [bank, 'SPEI'], [wallet, 'Mercado Pago'], visaMastercard, [store, '7-Eleven'], [carrier, 'Telcel']],
  py: [[card, 'Bancard'], [wallet, 'Tigo Money'], [bank, 'Transferencia bancaria'], [store, 'Pago Express'], [carrier, 'Tigo']],
  pe: [[wallet, 'Yape'], [wallet, 'Plin'], [store, 'PagoEfectivo'], [bank, 'Transferencia BCP'], visaMastercard, [carrier, 'Claro']],
  id: [[wallet, 'GoPay'], [wallet, 'OVO'], [wallet, 'DANA'], [wallet, 'ShopeePay'], [wallet, 'QRIS'], [bank, 'BCA Virtual Account'], [bank, 'Mandiri Virtual Account'], [bank, 'BRI Virtual Account'], [carrier, 'Telkomsel'], [carrier, 'Indosat Ooredoo'], [carrier, 'XL'], [store, 'Alfamart'], [store, 'Indomaret'], visaMastercard],
  in: [[bank, 'UPI'], [wallet, 'Paytm'], [wallet, 'PhonePe'], [card, 'Visa / Mastercard / RuPay'], [bank, 'Net Banking']],
  ae: [visaMastercard, applePay, [bank, 'Bank Transfer'], [carrier, 'Etisalat by e&'], [carrier, 'du']],
  tr: [[card, 'Visa / Mastercard / Troy'], [wallet, 'Papara'], [bank, 'Havale / EFT'], [carrier, 'Turkcell'], [carrier, 'Vodafone'], [carrier, 'Türk Telekom'], paysafecard],
  jp: [visaMastercard, [wallet, 'PayPay'], [wallet, 'Rakuten Pay'], [store, 'Konbini'], [bank, 'Pay-easy'], [carrier, 'docomo'], [carrier, 'au'], [carrier, 'SoftBank']],
  np: [[wallet, 'eSewa'], [wallet, 'Khalti'], [wallet, 'IME Pay'], [bank, 'connectIPS'], visaMastercard, [carrier, 'Nepal Telecom']],
  iq: [[card, 'Qi Card'], [wallet, 'ZainCash'], [wallet, 'FastPay'], [carrier, 'Asiacell'], [carrier, 'Zain Iraq'], [carrier, 'Korek']],
  ec: [visaMastercard, [bank, 'Transferencia Banco Pichincha'], [store, 'PagoEfectivo'], [wallet, 'PayPhone'], [carrier, 'Claro']],
  uy: [[wallet, 'Mercado Pago'], visaMastercard, [bank, 'Transferencia bancaria'], [store, 'Abitab'], [store, 'RedPagos']],
  be: [[card, 'Bancontact'], visaMastercard, [wallet, 'Payconiq'], paypal, [bank, 'KBC/CBC Payment Button'], paysafecard, [carrier, 'Proximus']],
  dk: [[card, 'Dankort / Visa'], [wallet, 'MobilePay'], [bank, 'Trustly'], paypal, [carrier, 'TDC'], paysafecard],
  de: [visaMastercard, paypal, [bank, 'Klarna Sofort'], [bank, 'giropay'], paysafecard, [carrier, 'Telekom'], [carrier, 'Vodafone']],
  es: [visaMastercard, [wallet, 'Bizum'], paypal, [bank, 'Transferencia bancaria'], paysafecard, [carrier, 'Movistar']],
  fr: [[card, 'Carte Bancaire'], paypal, [wallet, 'Lydia'], [bank, 'Virement instantané'], paysafecard, [carrier, 'Orange'], [carrier, 'SFR'], [carrier, 'Bouygues Telecom']],
  it: [visaMastercard, paypal, [wallet, 'Satispay'], [bank, 'MyBank'], paysafecard, [carrier, 'TIM'], [carrier, 'Vodafone']],
  nl: [[bank, 'iDEAL'], visaMastercard, paypal, paysafecard, [carrier, 'KPN']],
  no: [[wallet, 'Vipps'], visaMastercard, [bank, 'Trustly'], paypal, [carrier, 'Telenor'], [carrier, 'Telia']],
  at: [visaMastercard, [bank, 'eps Überweisung'], paypal, paysafecard, [carrier, 'A1'], [carrier, 'Magenta']],
  pl: [[wallet, 'BLIK'], [bank, 'Przelewy24'], visaMastercard, paypal, paysafecard, [carrier, 'Play'], [carrier, 'Orange']],
  ch: [[wallet, 'TWINT'], visaMastercard, [bank, 'PostFinance E-Finance'], paypal, paysafecard, [carrier, 'Swisscom'], [carrier, 'Sunrise']],
  se: [[wallet, 'Swish'], visaMastercard, [bank, 'Trustly'], [bank, 'Klarna'], paysafecard, [carrier, 'Telia'], [carrier, 'Tele2']],
  gb: [visaMastercard, paypal, applePay, [bank, 'Open Banking'], paysafecard, [carrier, 'EE'], [carrier, 'O2'], [carrier, 'Vodafone']],
  us: [[card, 'Visa / Mastercard / Amex', true], paypal, applePay, [wallet, 'Venmo'], [bank, 'Online Banking (ACH)'], [store, 'Cash at 7-Eleven']],
  cz: [visaMastercard, [bank, 'Platba online'], paypal, paysafecard, [carrier, 'O2'], [carrier, 'T-Mobile'], [carrier, 'Vodafone']],
  hu: [visaMastercard, [wallet, 'SimplePay'], [bank, 'Banki átutalás'], paysafecard, [carrier, 'Telekom'], [carrier, 'Yettel']],
  pt: [[wallet, 'MB WAY'], [bank, 'Multibanco'], visaMastercard, paypal, paysafecard, [carrier, 'MEO'], [carrier, 'NOS']],
  ro: [visaMastercard, [wallet, 'Revolut Pay'], paypal, [bank, 'Transfer bancar'], paysafecard, [carrier, 'Orange'], [carrier, 'Vodafone']],
  au: [visaMastercard, paypal, applePay, [bank, 'PayID'], [bank, 'POLi'], [carrier, 'Telstra'], [carrier, 'Optus']],
  nz: [visaMastercard, paypal, [bank, 'POLi'], [carrier, 'Spark'], [carrier, 'One NZ']],
  ke: [[wallet, 'M-PESA'], [wallet, 'Airtel Money'], visaMastercard, [bank, 'PesaLink'], [carrier, 'Safaricom']],
  ie: [visaMastercard, paypal, applePay, [bank, 'Open Banking'], paysafecard, [carrier, 'Vodafone'], [carrier, 'Three']],
  kz: [[wallet, 'Kaspi.kz'], [card, 'Visa / Mastercard'], [bank, 'Halyk Bank'], [carrier, 'Beeline'], [carrier, 'Kcell'], [carrier, 'Tele2']],
  fi: [[bank, 'Verkkopankki'], [wallet, 'MobilePay'], visaMastercard, paypal, paysafecard, [carrier, 'Elisa'], [carrier, 'DNA']],
  gr: [visaMastercard, paypal, [bank, 'IRIS'], paysafecard, [carrier, 'Cosmote'], [carrier, 'Vodafone']],
  sk: [visaMastercard, [bank, 'TatraPay'], paypal, paysafecard, [carrier, 'Orange'], [carrier, 'Telekom']],
  qa: [visaMastercard, [wallet, 'Ooredoo Money'], applePay, [bank, 'QPay Debit'], [carrier, 'Ooredoo'], [carrier, 'Vodafone']],
};

export const demoPaymentChannels: readonly PaymentChannelSeed[] = demoCountries.flatMap((country) => {
  const rows = channelsByCountry[country.code];
  if (!rows) throw new Error(`No demo payment channels for ${country.code}`);
  return rows.map(([kind, name, needsBillingAddress = false], index) => ({
    id: country.numericCode * 100 + index + 1,
    countryCode: country.code,
    name,
    kind,
    provider: 'sandbox',
    sortOrder: index + 1,
    needsBillingAddress,
    available: true,
  }));
});
