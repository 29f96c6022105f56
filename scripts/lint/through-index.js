// The store's one lint rule of its own: a server module, or a web feature for other features,
// is imported through its index.ts (CONVENTIONS, Boundaries; ADR 0026).
import path from 'node:path';

/** `apps/server/src/modules/<name>/…` and `apps/web/app/features/<name>/…`: the unit an import may not reach into. */
const units = [
  { root: 'apps/server/src/modules', what: 'module', everyone: true },
  // Route modules may import a feature's files directly: a barrel would hand client routes the
  // features' `.server.ts` files, which React Router refuses in the browser build.
  { root: 'apps/web/app/features', what: 'feature', everyone: false },
];

function unitOf(cwd, file) {
  const relative = path.relative(cwd, file).split(path.sep).join('/');
  for (const { root, what, everyone } of units) {
    if (relative.startsWith(`${root}/`)) {
      const [name, ...rest] = relative.slice(root.length + 1).split('/');
      return { root, what, everyone, name, rest: rest.join('/') };
    }
  }
  return null;
}

/** A module or feature is imported through its index.ts only, by anyone outside it. */
export const throughIndex = {
  meta: { type: 'problem', messages: { deep: 'Import the {{what}} "{{name}}" through its index.ts, not {{rest}}.' }, schema: [] },
  create(context) {
    const importer = unitOf(context.cwd, context.filename);
    function check(node) {
      // `import('../x/y.ts').T` in a type names its file in `argument`.
      const source = node.source?.value ?? node.argument?.literal?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = unitOf(context.cwd, path.resolve(path.dirname(context.filename), source));
      if (!target || (importer && importer.root === target.root && importer.name === target.name)) return;
      if (!target.everyone && importer?.root !== target.root) return;
      if (target.rest === '' || /^index\.tsx?$/.test(target.rest)) return;
      context.report({ node: node.source ?? node, messageId: 'deep', data: target });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportType: check,
    };
  },
};
