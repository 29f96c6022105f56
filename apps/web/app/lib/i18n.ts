import web from '@store/i18n/en/web.json' with { type: 'json' };
import errors from '@store/i18n/en/errors.json' with { type: 'json' };

/**
 * A small stand-in for i18next: keys are `namespace:dotted.path` (the `web` namespace when no
 * namespace is given) and `{{name}}` placeholders are filled from `params`, which is i18next's own
 * syntax, so swapping in i18next with lazily loaded namespaces per language changes this file only.
 */
const catalogues = { web, errors } as const;

/** i18next's plural suffixes: `count_one`/`count_other` are both asked for as `count`. */
type PluralBase<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${PluralBase<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type WebKey = Leaves<typeof web>;
export type ErrorKey = Leaves<typeof errors>;
export type MessageKey = WebKey | `web:${WebKey}` | `errors:${ErrorKey}`;
export type MessageParams = Record<string, string | number>;

function lookup(key: string): string | undefined {
  const colon = key.indexOf(':');
  const namespace = colon === -1 ? 'web' : key.slice(0, colon);
  const path = colon === -1 ? key : key.slice(colon + 1);
  let node: unknown = catalogues[namespace as keyof typeof catalogues];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

const plurals = new Intl.PluralRules('en');

export function t(key: MessageKey, params?: MessageParams): string {
  let template = lookup(key);
  if (template === undefined && typeof params?.count === 'number') {
    template = lookup(`${key}_${plurals.select(params.count)}`) ?? lookup(`${key}_other`);
  }
  template ??= key;
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match);
}

/** A key that arrives at run time (e.g. a catalogued error's key from the API), with a fallback. */
export function tDynamic(key: string, fallback: MessageKey, params?: MessageParams): string {
  return lookup(key) === undefined ? t(fallback, params) : t(key as MessageKey, params);
}
