import type { Namespace } from '@store/i18n';
import type common from '@store/i18n/en/common.json';
import type international from '@store/i18n/en/international.json';
import type catalogue from '@store/i18n/en/catalogue.json';
import type checkout from '@store/i18n/en/checkout.json';
import type order from '@store/i18n/en/order.json';
import type errors from '@store/i18n/en/errors.json';
import type pages from '@store/i18n/en/pages.json';
import type consent from '@store/i18n/en/consent.json';
import type partner from '@store/i18n/en/partner.json';
import type account from '@store/i18n/en/account.json';
import type wallet from '@store/i18n/en/wallet.json';
import type rewards from '@store/i18n/en/rewards.json';
import type cashback from '@store/i18n/en/cashback.json';

/**
 * A small stand-in for i18next (ADR 0004): keys are `namespace:dotted.path`, `{{name}}`
 * placeholders are filled from `params`, and `count` picks the `_one`/`_other` form, as i18next
 * does. Without a namespace prefix a key is looked up in the page's web catalogues, whose top-level
 * sections are unique across files, so `t('checkout.title')` needs no prefix; `errors:` keys are the
 * error catalogue the server shares.
 *
 * Catalogues reach the page through loader data (see messages.server.ts): each route loads the
 * namespaces of its area in the shop's language, and the layout hands what the matched routes
 * loaded to `useMessages`. On the server a render reads the catalogues of its own request (see
 * i18n.server.ts), so concurrent renders in different languages never mix.
 */
export type WebCatalogue = typeof common &
  typeof international &
  typeof catalogue &
  typeof checkout &
  typeof order &
  typeof pages &
  typeof consent &
  typeof account &
  typeof partner &
  typeof wallet &
  typeof rewards &
  typeof cashback;
/**
 * Catalogues as loaders return them: each namespace as its JSON text. React Router's loader-data
 * decoder works value by value, and the catalogues' strings were most of a page's values; one
 * string each is decoded at once, and parsed here once per text (ADR 0064).
 */
export type Messages = { language: string; namespaces: Partial<Record<Namespace, string>> };
type Tree = Record<string, unknown>;
/** Catalogues as `t` reads them. */
export type Catalogues = { language: string; namespaces: Partial<Record<Namespace, Tree>> };

/** i18next's plural suffixes: `count_one`/`count_other` are both asked for as `count`. */
type PluralBase<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${PluralBase<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type WebKey = Leaves<WebCatalogue>;
export type ErrorKey = Leaves<typeof errors>;
export type MessageKey = WebKey | `errors:${ErrorKey}`;
export type MessageParams = Record<string, string | number>;

/** Where `t` finds the current catalogues: the browser's registry, or the render's context on the server. */
let source: () => Catalogues | undefined = () => browserCatalogues;
let browserCatalogues: Catalogues | undefined;

export function setMessageSource(read: () => Catalogues | undefined) {
  source = read;
}

/** Merges catalogues loaded by several routes: a later route wins a namespace, another language starts again. */
export function mergeMessages(loaded: readonly (Messages | undefined)[]): Messages | undefined {
  let merged: Messages | undefined;
  for (const messages of loaded) {
    if (!messages) continue;
    if (!merged || merged.language !== messages.language) merged = { language: messages.language, namespaces: {} };
    Object.assign(merged.namespaces, messages.namespaces);
  }
  return merged;
}

/**
 * Each catalogue text's tree. Its keys are the texts the server made (`catalogueText`) and, in the
 * browser, the ones loaded: one per language, namespace and section list, so it stays small.
 */
const trees = new Map<string, Tree>();

/** A catalogue as `Messages` carries it; the server keeps the tree it came from, and never parses it. */
export function catalogueText(tree: Tree): string {
  const text = JSON.stringify(tree);
  trees.set(text, tree);
  return text;
}

function treeOf(text: string): Tree {
  let tree = trees.get(text);
  if (!tree) trees.set(text, (tree = JSON.parse(text) as Tree));
  return tree;
}

/** The catalogues several routes loaded, merged as `mergeMessages` merges them, as `t` reads them. */
export function cataloguesOf(loaded: readonly (Messages | undefined)[]): Catalogues | undefined {
  const merged = mergeMessages(loaded);
  if (!merged) return undefined;
  const namespaces: Catalogues['namespaces'] = {};
  for (const [name, text] of Object.entries(merged.namespaces)) namespaces[name as Namespace] = treeOf(text);
  return { language: merged.language, namespaces };
}

/** Called while rendering in the browser with the catalogues the matched routes loaded. */
export function useMessages(loaded: readonly (Messages | undefined)[]) {
  if (!import.meta.env.SSR) browserCatalogues = cataloguesOf(loaded) ?? browserCatalogues;
}

function lookup(messages: Catalogues | undefined, key: string): string | undefined {
  if (!messages) return undefined;
  const colon = key.indexOf(':');
  const path = (colon === -1 ? key : key.slice(colon + 1)).split('.');
  const roots =
    colon === -1
      ? Object.entries(messages.namespaces)
          .filter(([name]) => name !== 'errors')
          .map(([, tree]) => tree)
      : [messages.namespaces[key.slice(0, colon) as Namespace]];
  for (const root of roots) {
    let node: unknown = root;
    for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node === 'string') return node;
  }
  return undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function plural(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

export function t(key: MessageKey, params?: MessageParams): string {
  const messages = source();
  let template = lookup(messages, key);
  if (template === undefined && typeof params?.count === 'number') {
    template = lookup(messages, `${key}_${plural(messages?.language ?? 'en', params.count)}`) ?? lookup(messages, `${key}_other`);
  }
  template ??= key;
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** The language of the catalogues in use, e.g. for `Intl` formatting next to translated text. */
export function currentLanguage(): string {
  return source()?.language ?? 'en';
}
