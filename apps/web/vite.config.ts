import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';
import { gzipAsync as zopfli } from '@gfx/zopfli';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import type { ManualChunksOption } from 'rollup';
import { defineConfig, type Plugin } from 'vite';

const contractsSource = fileURLToPath(new URL('../../packages/contracts/src/', import.meta.url));

/**
 * Writes .br and .gz copies of the browser assets next to them, so the server sends them compressed
 * (@fastify/static `preCompressed`) without compressing on every request. The .gz files are made
 * with Zopfli: still plain gzip for any client, a little smaller than zlib's best level, paid
 * once at build time.
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|css|svg|json|txt)$/;
  const brotli = promisify(brotliCompress);
  async function walk(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])));
    return nested.flat();
  }
  async function compressFile(file: string) {
    const content = await readFile(file);
    // Small files too (route chunks of a few hundred bytes are on every page): a copy is kept
    // whenever it is smaller than the file itself.
    const br = await brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    const gz = await zopfli(content, { numiterations: 15 });
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
  }
  let clientDir = '';
  return {
    name: 'store:precompress',
    apply: 'build',
    configResolved(config) {
      clientDir = path.resolve(config.root, 'build', 'client');
    },
    async writeBundle() {
      // After the client build, and again after the server build: React Router writes the route
      // manifest (manifest-*.js, on every page) into the client folder during the server build.
      if (!existsSync(clientDir)) return;
      const all = await walk(clientDir);
      const done = new Set(all.filter((f) => f.endsWith('.br') || f.endsWith('.gz')).map((f) => f.slice(0, -3)));
      const files = all.filter((f) => compressible.test(f) && !done.has(f) && !f.includes(`${path.sep}.vite${path.sep}`));
      await Promise.all(files.map(compressFile));
    },
  };
}

/**
 * Country flags from flag-icons (MIT, ADR 0039), copied into the client build as /flags/{cc}.svg:
 * the pages name them in <img> tags sized in the markup, so they cost no script, are cached by the
 * browser, and precompress() writes their .br and .gz copies like any asset.
 */
function flags(): Plugin {
  const flagDir = path.join(path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags', '4x3');
  return {
    name: 'store:flags',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      for (const file of await readdir(flagDir)) {
        // Two-letter country codes only: the package also draws regions ("gb-sct") and groups ("eu").
        if (!/^[a-z]{2}\.svg$/.test(file)) continue;
        this.emitFile({ type: 'asset', fileName: `flags/${file}`, source: await readFile(path.join(flagDir, file)) });
      }
    },
  };
}

/**
 * One chunk for what every page's first load needs: React, the router and the page shell (the static
 * imports of the browser entry, the root route and the shop layout), and the modules that more than
 * half of the route modules share (meta, the shop hooks, ...). On a phone network each script is a
 * round trip more than its bytes, so the shell gathers what nearly every page loads anyway. A module
 * shared by a few routes only (the ratings of the home and the product page, the order details of
 * the order pages) is left to Rollup's shared chunks: in the shell it weighed on every page's first
 * load (ADR 0054). Code loaded on demand (drawer, dialogs, toasts, consent ui, install prompt, what a
 * signed-in shopper alone sees) and what only one route uses stay in their own chunks.
 */
function shellChunk(): ManualChunksOption {
  let shell: Set<string> | undefined;
  const isEntry = (id: string) => /[\\/]entry\.client\.tsx$/.test(id);
  // Route modules are imported by React Router with a query (`?__react-router-build-client-route`).
  const isLayoutRoute = (id: string) => /[\\/]app[\\/](?:root|routes[\\/]shop-layout)\.tsx(?:\?|$)/.test(id);
  const isRoute = (id: string) => /[\\/]app[\\/]routes[\\/][^\\/]+\.tsx?$/.test(id);
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell) {
      const staticImports = (from: string[]) => {
        const found = new Set<string>();
        const queue = [...from];
        while (queue.length) {
          for (const imported of getModuleInfo(queue.pop()!)?.importedIds ?? []) {
            if (found.has(imported)) continue;
            found.add(imported);
            queue.push(imported);
          }
        }
        return found;
      };
      const all = [...getModuleIds()];
      const layouts = all.filter(isLayoutRoute);
      shell = staticImports([...all.filter((m) => isEntry(m) && getModuleInfo(m)?.isEntry), ...layouts]);
      for (const layout of layouts) shell.add(layout);
      const routesUsing = new Map<string, number>();
      const routes = all.filter((m) => isRoute(m) && !isLayoutRoute(m));
      for (const route of routes) {
        for (const m of staticImports([route])) if (!isRoute(m)) routesUsing.set(m, (routesUsing.get(m) ?? 0) + 1);
      }
      for (const [m, using] of routesUsing) if (using * 2 > routes.length) shell.add(m);
    }
    return shell.has(id) ? 'shell' : undefined;
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), flags(), precompress()],
  resolve: {
    // The browser imports single contract modules (money, checkout, order status, errors) rather than
    // the package index, which carries the zod schemas and would weigh on first-load JavaScript.
    alias: [{ find: /^@store\/contracts\/(.+\.ts)$/, replacement: `${contractsSource}$1` }],
  },
  // Workspace packages are TypeScript sources: bundle them into the server build instead of
  // leaving Node to import .ts files at run time.
  ssr: { noExternal: [/^@store\//] },
  build: {
    target: 'es2022',
    // Terser with two passes makes smaller output than esbuild, most of the gain in React and the
    // router, which keeps the product page within its first-load budget (DESIGN §6, ADR 0004).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // Fewer chunks: a first load fetched many scripts of a few hundred bytes, and on a phone
    // network each costs a round trip more than its bytes. Chunks under 500 B are merged into
    // others; a larger threshold merges code fetched on demand into the chunks of the first load
    // (ADR 0018, ADR 0032, ADR 0054).
    rollupOptions: { output: { experimentalMinChunkSize: 500, manualChunks: shellChunk() } },
  },
});
