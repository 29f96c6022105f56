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

/** `make()`'s promise, kept under `id` in `cache`: each catalogue is read or written out once. */
function once<T>(cache: Map<string, Promise<T>>, id: string, make: () => Promise<T>): Promise<T> {
  let made = cache.get(id);
  if (!made) cache.set(id, (made = make()));
  return made;
}

const trees = new Map<string, Promise<Tree>>();

function namespaceIn(language: string, namespace: Namespace): Promise<Tree> {
  return once(trees, `${language}/${namespace}`, async () => {
    const source = await fileOf(SOURCE_LANGUAGE, namespace)!();
    if (language === SOURCE_LANGUAGE) return source;
    const translation = await fileOf(language, namespace)?.();
    return withFallback(source, translation);
  });
}

/**
 * The JSON texts loader data carries (see `Messages`): by language and namespace, and by section
 * list, which the routes fix in code, so this stays as bounded as the trees.
 */
const texts = new Map<string, Promise<string>>();

function interfaceLanguage(language: string) {
  return isInterfaceLanguage(language) ? language : SOURCE_LANGUAGE;
}

/** The catalogues a route needs, in the interface language (English for an unknown one). */
export async function loadMessages(language: string, namespaces: readonly Namespace[]): Promise<Messages> {
  const lang = interfaceLanguage(language);
  const loaded = await Promise.all(
    namespaces.map((namespace) => once(texts, `${lang}/${namespace}`, () => namespaceIn(lang, namespace).then(catalogueText))),
  );
  return { language: lang, namespaces: Object.fromEntries(namespaces.map((namespace, i) => [namespace, loaded[i]])) };
}

/**
 * Some sections of one namespace: what a part of every page needs (the header's wallet entry)
 * without the whole catalogue of the area. A route that loads the whole namespace replaces it.
 */
export async function loadMessageSections(language: string, namespace: Namespace, sections: readonly string[]): Promise<Messages> {
  const lang = interfaceLanguage(language);
  const sectionsOf = (tree: Tree) => catalogueText(Object.fromEntries(sections.map((section) => [section, tree[section]])));
  const text = await once(texts, `${lang}/${namespace}/${sections.join(',')}`, () => namespaceIn(lang, namespace).then(sectionsOf));
  return { language: lang, namespaces: { [namespace]: text } };
}
