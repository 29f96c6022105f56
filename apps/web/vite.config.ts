import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const contractsSource = fileURLToPath(new URL('../../packages/contracts/src/', import.meta.url));

/**
 * Writes .br and .gz copies of the browser assets next to them, so the server sends them compressed
 * (@fastify/static `preCompressed`) without compressing on every request.
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|css|svg|json|txt)$/;
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  async function walk(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])));
    return nested.flat();
  }
  return {
    name: 'store:precompress',
    apply: 'build',
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const files = (await walk(options.dir)).filter((f) => compressible.test(f) && !f.includes(`${path.sep}.vite${path.sep}`));
      await Promise.all(files.map(async (file) => {
        const content = await readFile(file);
        if (content.length < 1024) return;
        await writeFile(`${file}.br`, await brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${file}.gz`, await gz(content, { level: 9 }));
      }));
    },
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
  },
});
