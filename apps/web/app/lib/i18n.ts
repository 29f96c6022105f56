import web from '@store/i18n/en/web.json' with { type: 'json' };
import errors from '@store/i18n/en/errors.json' with { type: 'json' };

/**
 * A small stand-in for i18next: keys are `namespace:dotted.path` (the `web` namespace when no
 * namespace is given), `{{name}}` placeholders are filled from `params`, and `count` picks the
 * `_one`/`_other` form, all as i18next does, so swapping it in changes this file only.
 *
 * The server bundles the catalogues. The browser does not: they arrive with the root loader's data
 * (see root.tsx) and are registered before anything renders, which keeps them out of the
 * JavaScript every page loads, the way lazily loaded i18next namespaces will.
 */
export type Catalogues = { web: typeof web; errors: typeof errors };

let catalogues: Catalogues | null = import.meta.env.SSR ? { web, errors } : null;

/** The catalogues of the interface language, for the root loader to hand to the browser. */
export function cataloguesFor(_language: string): Catalogues {
  return { web, errors };
}

/** Called by the root layout in the browser with the catalogues from the server. */
export function registerCatalogues(loaded: Catalogues | undefined) {
  if (!import.meta.env.SSR && loaded && catalogues === null) catalogues = loaded;
}

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
  let node: unknown = catalogues?.[namespace as keyof Catalogues];
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
