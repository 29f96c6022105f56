import { isInterfaceLanguage, SOURCE_LANGUAGE, type Namespace } from '@store/i18n';
import { catalogueText, type Messages } from './i18n.ts';

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

const texts = new Map<string, Promise<string>>();

/** A namespace as the JSON text loader data carries (see `Messages`), made once per language. */
function textIn(language: string, namespace: Namespace): Promise<string> {
  const id = `${language}/${namespace}`;
  let text = texts.get(id);
  if (!text) texts.set(id, (text = namespaceIn(language, namespace).then(catalogueText)));
  return text;
}

function interfaceLanguage(language: string) {
  return isInterfaceLanguage(language) ? language : SOURCE_LANGUAGE;
}

/** The catalogues a route needs, in the interface language (English for an unknown one). */
export async function loadMessages(language: string, namespaces: readonly Namespace[]): Promise<Messages> {
  const lang = interfaceLanguage(language);
  const loaded = await Promise.all(namespaces.map((namespace) => textIn(lang, namespace)));
  return { language: lang, namespaces: Object.fromEntries(namespaces.map((namespace, i) => [namespace, loaded[i]])) };
}

/**
 * Some sections of one namespace: what a part of every page needs (the header's wallet entry)
 * without the whole catalogue of the area. A route that loads the whole namespace replaces it.
 */
export async function loadMessageSections(language: string, namespace: Namespace, sections: readonly string[]): Promise<Messages> {
  const lang = interfaceLanguage(language);
  // The section lists are fixed in the routes, so this cache is as bounded as the one above.
  const id = `${lang}/${namespace}/${sections.join(',')}`;
  let text = texts.get(id);
  if (!text) {
    const sectionsOf = (tree: Tree) => catalogueText(Object.fromEntries(sections.map((section) => [section, tree[section]])));
    texts.set(id, (text = namespaceIn(lang, namespace).then(sectionsOf)));
  }
  return { language: lang, namespaces: { [namespace]: await text } };
}
