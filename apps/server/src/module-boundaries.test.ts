import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The boundary rule of docs/decisions/0026: a module is used through its `index.ts` only. Any file
 * outside `modules/<name>/` (another module, app.ts, workflows, jobs, plugins, tests) that imports
 * a file under `modules/<name>/` other than its `index.ts` fails this test. Until the lint rule
 * comes, this is what keeps the rule from being merely remembered.
 */

const SOURCE = dirname(fileURLToPath(import.meta.url));
const MODULES = join(SOURCE, 'modules');

/** Every module specifier a file names: static and type imports, re-exports, `import()` and `import('…')` types. */
function specifiersOf(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)
      && ts.isStringLiteral(node.moduleReference.expression)) {
      found.push(node.moduleReference.expression.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The module a path belongs to (`identity` for `modules/identity/http.ts` and `modules/identity`), or null outside `modules/`. */
function moduleOf(path: string): string | null {
  const inside = relative(MODULES, path);
  if (inside === '' || inside.startsWith('..')) return null;
  return inside.split(sep)[0]!;
}

/** Whether a path is a module's public surface: `modules/<name>/index.ts`, or the folder itself. */
function isPublicSurface(path: string, name: string): boolean {
  const folder = join(MODULES, name);
  const withoutExtension = path.replace(/\.(?:ts|tsx|js|mjs)$/, '');
  return path === folder || withoutExtension === join(folder, 'index');
}

/** Where `importer` reaches into another module's files; relative specifiers only (packages are not modules). */
function deepImportsOf(importer: string, specifiers: string[]): string[] {
  const own = moduleOf(importer);
  return specifiers.filter((specifier) => {
    if (!specifier.startsWith('.')) return false;
    const target = resolve(dirname(importer), specifier);
    const name = moduleOf(target);
    if (!name || name === own) return false;
    return !isPublicSurface(target, name);
  });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(?:ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('module boundaries (docs/decisions/0026)', () => {
  it('finds deep imports, and lets a module use its own files and the others’ index.ts', () => {
    const social = join(MODULES, 'social', 'service.ts');
    const app = join(SOURCE, 'app.ts');
    const specifiers = specifiersOf(social, [
      "import { a } from '../identity/repository.ts';",
      "import type { B } from '../identity/secrets.ts';",
      "export { c } from '../identity/http.ts';",
      "const d = await import('../order/graphql.ts');",
      "type E = typeof import('../sandbox/oidc.ts');",
      "import { f } from '../identity/index.ts';",
      "import { g } from '../identity';",
      "import { h } from './routes.ts';",
      "import { i } from '../../plugins/errors.ts';",
      "import { j } from '@store/contracts/identity.ts';",
    ].join('\n'));
    expect(specifiers).toHaveLength(10);
    expect(deepImportsOf(social, specifiers)).toEqual([
      '../identity/repository.ts', '../identity/secrets.ts', '../identity/http.ts', '../order/graphql.ts', '../sandbox/oidc.ts',
    ]);
    expect(deepImportsOf(app, ['./modules/order/graphql.ts', './modules/order/index.ts', './plugins/web.ts'])).toEqual(['./modules/order/graphql.ts']);
    expect(deepImportsOf(join(SOURCE, 'workflows', 'refund.ts'), ['../modules/payment/repository.ts'])).toEqual(['../modules/payment/repository.ts']);
  });

  it('holds in apps/server/src: no file imports another module’s files except its index.ts', () => {
    const files = sourceFiles(SOURCE);
    const violations = files.flatMap((file) =>
      deepImportsOf(file, specifiersOf(file, readFileSync(file, 'utf8'))).map((specifier) => `${relative(SOURCE, file)} → ${specifier}`));
    // A scan that saw nothing would pass for the wrong reason.
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => moduleOf(file) === 'identity')).toBe(true);
    expect(violations, `import these through the module's index.ts instead:\n${violations.join('\n')}`).toEqual([]);
  });
});
