import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isInterfaceLanguage, NAMESPACES } from '@store/i18n';

const root = path.dirname(fileURLToPath(import.meta.resolve('@store/i18n')));

/** The web app's namespaces: their top-level keys are unique across files, so one flat map holds them. */
const webNamespaces = NAMESPACES.filter((namespace) => namespace !== 'errors' && namespace !== 'messages');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix: string, into: Map<string, string>): void {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(name, value);
    else if (value && typeof value === 'object') flatten(value, name, into);
  }
}

async function readTree(language: string, namespace: string): Promise<Tree> {
  try {
    return JSON.parse(await readFile(path.join(root, language, `${namespace}.json`), 'utf8')) as Tree;
  } catch {
    // A language without this namespace yet: the caller falls back to English.
    return {};
  }
}

const loaded = new Map<string, Promise<ReadonlyMap<string, string>>>();

/**
 * The interface catalogues of a language as one map of dotted keys (`footer.tagline`): what
 * `/cms` answers for a key no site overrides. Only the language's own texts (the caller falls
 * back to English itself); an unknown language has none. Read once per language.
 */
export function catalogueTexts(language: string): Promise<ReadonlyMap<string, string>> {
  if (!isInterfaceLanguage(language)) return Promise.resolve(new Map());
  let texts = loaded.get(language);
  if (!texts) {
    texts = (async () => {
      const map = new Map<string, string>();
      for (const tree of await Promise.all(webNamespaces.map((namespace) => readTree(language, namespace)))) flatten(tree, '', map);
      return map;
    })();
    texts.catch(() => loaded.delete(language));
    loaded.set(language, texts);
  }
  return texts;
}
