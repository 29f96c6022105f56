import { existsSync } from 'node:fs';
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
 * with Zopfli: still plain gzip for any client, about 3 % smaller than zlib's best level, paid
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
 * One chunk for everything the browser entry and the root route import statically: React, the
 * router and the page shell load on every page anyway, and as one file they take one request
 * instead of a dozen (each a round trip on a phone network) and compress better together. Code
 * loaded on demand (drawer, toasts, consent, install prompt, route modules) stays in its own chunks.
 */
function shellChunk(): ManualChunksOption {
  let shell: Set<string> | undefined;
  // The browser entry and the root route module keep their own files (React Router's manifest names
  // them); everything they import statically goes into the shell chunk.
  const isShellEntry = (id: string) => /[\\/]entry\.client\.tsx$/.test(id) || /[\\/]app[\\/]root\.tsx(?:\?|$)/.test(id);
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shell) {
      shell = new Set();
      const queue = [...getModuleIds()].filter((m) => isShellEntry(m) && getModuleInfo(m)?.isEntry);
      const seen = new Set(queue);
      while (queue.length) {
        const next = queue.pop()!;
        if (!isShellEntry(next)) shell.add(next);
        for (const imported of getModuleInfo(next)?.importedIds ?? []) {
          if (seen.has(imported)) continue;
          seen.add(imported);
          queue.push(imported);
        }
      }
    }
    return shell.has(id) ? 'shell' : undefined;
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress()],
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
    // Terser with two passes trims about 4 kB gzip off esbuild's output, most of it in React and
    // the router, which keeps the product page near its first-load budget (DESIGN §6).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // Fewer chunks: a page's first load fetched about 25 scripts, several of a few hundred bytes,
    // and on a phone network each costs a round trip more than its bytes. Chunks under 1 kB are
    // merged into others; a larger threshold merged lazy code into eager chunks (the home page
    // then loaded 8 kB more).
    rollupOptions: { output: { experimentalMinChunkSize: 1_000, manualChunks: shellChunk() } },
  },
});
