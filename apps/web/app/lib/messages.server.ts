import { isInterfaceLanguage, SOURCE_LANGUAGE, type Namespace } from '@store/i18n';
import type { Messages } from './i18n.ts';

type Tree = Record<string, unknown>;

/**
 * Every catalogue file, as a lazily imported module: the server build keeps one chunk per
 * language and namespace and reads a file the first time a page in that language needs it.
 */
const files = import.meta.glob<Tree>('../../../../packages/i18n/src/*/*.json', { import: 'default' });

function fileOf(language: string, namespace: Namespace) {
  return files[`../../../../packages/i18n/src/${language}/${namespace}.json`];
}

/** English under the translation, key by key, so a missing key shows English rather than its name. */
function withFallback(source: Tree, translation: Tree | undefined): Tree {
  if (!translation) return source;
  const out: Tree = {};
  for (const [key, value] of Object.entries(source)) {
    const translated = translation[key];
    out[key] =
      typeof value === 'string'
        ? typeof translated === 'string'
          ? translated
          : value
        : withFallback(value as Tree, translated as Tree | undefined);
  }
  // Plural forms English does not have (Arabic's _zero, _two, _few, _many, …).
  for (const [key, value] of Object.entries(translation)) if (!(key in out)) out[key] = value;
  return out;
}

const cache = new Map<string, Promise<Tree>>();

function namespaceIn(language: string, namespace: Namespace): Promise<Tree> {
  const id = `${language}/${namespace}`;
  let loaded = cache.get(id);
  if (!loaded) {
    loaded = (async () => {
      const source = await fileOf(SOURCE_LANGUAGE, namespace)!();
      if (language === SOURCE_LANGUAGE) return source;
      const translation = await fileOf(language, namespace)?.();
      return withFallback(source, translation);
    })();
    cache.set(id, loaded);
  }
  return loaded;
}

/** The catalogues a route needs, in the interface language (English for an unknown one). */
export async function loadMessages(language: string, namespaces: readonly Namespace[]): Promise<Messages> {
  const lang = isInterfaceLanguage(language) ? language : SOURCE_LANGUAGE;
  const trees = await Promise.all(namespaces.map((namespace) => namespaceIn(lang, namespace)));
  return { language: lang, namespaces: Object.fromEntries(namespaces.map((namespace, i) => [namespace, trees[i]])) };
}

/**
 * Some sections of one namespace: what a part of every page needs (the header's wallet entry)
 * without the whole catalogue of the area. A route that loads the whole namespace replaces it.
 */
export async function loadMessageSections(language: string, namespace: Namespace, sections: readonly string[]): Promise<Messages> {
  const loaded = await loadMessages(language, [namespace]);
  const tree = loaded.namespaces[namespace] ?? {};
  return { language: loaded.language, namespaces: { [namespace]: Object.fromEntries(sections.map((s) => [s, tree[s]])) } };
}
