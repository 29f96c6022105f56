import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES, NAMESPACES, SOURCE_LANGUAGE } from './index.ts';

/**
 * Every language has every key of the English source, in every namespace, with the same
 * placeholders; no language has a key English lacks; and every English key is used by the code.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function read(language: string, namespace: string): Tree | undefined {
  const file = path.join(here, language, `${namespace}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Tree) : undefined;
}

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const pluralBase = (key: string) => key.replace(PLURAL, '');

const source = Object.fromEntries(NAMESPACES.map((ns) => [ns, leaves(read(SOURCE_LANGUAGE, ns) ?? {})]));
const languages = Object.keys(INTERFACE_LANGUAGES).filter((code) => code !== SOURCE_LANGUAGE);

describe.each(languages)('the %s catalogues', (language) => {
  it.each(NAMESPACES)('%s has every English key with the same placeholders, and no others', (namespace) => {
    const translation = read(language, namespace);
    expect(translation, `${language}/${namespace}.json is missing`).toBeDefined();
    const translated = leaves(translation!);
    const english = source[namespace]!;
    const missing: string[] = [];
    const wrongPlaceholders: string[] = [];
    for (const [key, text] of english) {
      // A plural key is complete when the language has its `_other` form (its own forms may differ).
      const plural = PLURAL.test(key);
      const lookup = plural ? `${pluralBase(key)}_other` : key;
      const value = translated.get(lookup);
      // A plural form may spell its number out ("1 game") or not, so `count` is free there.
      const names = (text: string) =>
        placeholders(text)
          .filter((name) => !plural || name !== 'count')
          .join();
      if (value === undefined || value.trim() === '') missing.push(key);
      else if (names(value) !== names(text)) wrongPlaceholders.push(key);
    }
    const englishBases = new Set([...english.keys()].map(pluralBase));
    const extra = [...translated.keys()].filter((key) => !(PLURAL.test(key) ? englishBases.has(pluralBase(key)) : english.has(key)));
    expect({ missing, wrongPlaceholders, extra }).toEqual({ missing: [], wrongPlaceholders: [], extra: [] });
  });
});

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name === 'build') return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('the English catalogues', () => {
  const code = ['apps/web/app', 'apps/server/src', 'packages/contracts/src']
    .flatMap((dir) => sourceFiles(path.join(root, dir)))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  // Keys the code builds from a value (`order.status.${name}`): their literal prefix is in the code.
  const dynamicPrefixes = [...code.matchAll(/[`'"]((?:[a-z][\w]*:)?[a-zA-Z][\w]*(?:\.[\w]+)*\.)\$\{/g)].map((m) =>
    m[1]!.replace(/^\w+:/, ''),
  );

  it.each(NAMESPACES)('%s has no key the code never uses', (namespace) => {
    const unused = [...source[namespace]!.keys()].map(pluralBase).filter((key) => {
      if (code.includes(`'${key}'`) || code.includes(`"${key}"`) || code.includes(`\`${key}\``)) return false;
      if (code.includes(`'${namespace}:${key}'`) || code.includes(`\`${namespace}:${key}\``)) return false;
      return !dynamicPrefixes.some((prefix) => key.startsWith(prefix));
    });
    expect(unused).toEqual([]);
  });
});

describe('the Chinese catalogues', () => {
  // The store's Chinese is Taiwan's and Hong Kong's (Traditional characters). Characters that exist
  // only in Simplified Chinese betray a text written for the mainland.
  const SIMPLIFIED_ONLY = new Set([
    ...'这们个为说时对会发买卖账号请进从东车长门间问题运动过还经济开关条隐户钱给让认识设计变与网络数据处护权应该规则费联务验证码额错误订单页载删钟点击戏',
  ]);

  it('are written in Traditional characters only', () => {
    const found: string[] = [];
    for (const namespace of NAMESPACES) {
      for (const [key, text] of leaves(read('zh', namespace) ?? {})) {
        if ([...text].some((character) => SIMPLIFIED_ONLY.has(character))) found.push(`${namespace}:${key}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });
});
