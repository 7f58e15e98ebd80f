/// <reference types="vitest/config" />
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The gateway serves the app and /api from one origin; in `npm run dev` the API calls
// are proxied to it (GATEWAY_PORT, default 8080) so cookies stay first-party.
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '8080'}`;

// What every reader page runs (the framework, the API client, the translator, shared components and
// helpers), kept in one chunk with the entry's imports: on a slow network each extra small chunk
// costs a round trip and about 1 KB of response headers. Screens loaded on demand (admin, account,
// dialogs) stay in chunks of their own, and so does each language's strings (src/lib/i18n/en|ne)
// and the Preeti converter (src/lib/preeti.ts: only the article editor converts a paste).
const READER_CORE = (id: string) =>
  /node_modules[\\/](openapi-fetch|react|react-dom|scheduler|react-router|react-router-dom|@tanstack|clsx|@radix-ui[\\/](primitive|react-(slot|context|primitive|compose-refs|use-controllable-state|use-effect-event|use-layout-effect)))[\\/]|src[\\/](config|lib|utils|api)[\\/]/.test(
    id,
  ) && !/src[\\/]lib[\\/](i18n[\\/](en|ne)|preeti)\.ts$/.test(id);

// The article page's comment section and its dialogs (with what they share with the account and
// admin screens: form fields, Radix Dialog's focus and scroll locks), in one chunk rather than ten.
const ARTICLE_EXTRAS =
  /src[\\/]features[\\/]comments[\\/]|src[\\/]components[\\/]ui[\\/](form-field|select-field)\.tsx$|node_modules[\\/](@radix-ui[\\/]react-(alert-dialog|dialog|focus-scope|focus-guards)|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-sidecar|react-style-singleton|use-callback-ref|tslib|get-nonce)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](trash-2|eye-off|flag|message-square|chevron-down)\.m?js$/;

// Each script and stylesheet of the client build also written brotli- (quality 11) and
// gzip-compressed (level 9) beside itself: the web server sends the smallest its client accepts
// (sirv's precompressed files) and nothing is compressed per request. Brotli is 12–17 % smaller
// than gzip here (the reader core: 104 KB instead of 120 KB).
const precompress = (): Plugin => ({
  name: 'portal-precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    for (const [fileName, output] of Object.entries(bundle)) {
      if (!/\.(js|css)$/.test(fileName)) continue;
      const source = Buffer.from(output.type === 'chunk' ? output.code : output.source);
      if (source.length < 1024) continue;
      const path = join(options.dir ?? 'dist/client', fileName);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(source, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length },
        }),
      );
      writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
    }
  },
});

// Which source modules (from the repository root) went into which client file (dist/client/.vite/chunk-modules.json, beside
// Vite's manifest): the browser tests check with it that reader pages load no admin code.
const chunkModules = (): Plugin => ({
  name: 'portal-chunk-modules',
  apply: 'build',
  generateBundle(options, bundle) {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const files: Record<string, string[]> = {};
    for (const [fileName, output] of Object.entries(bundle)) {
      if (output.type !== 'chunk') continue;
      files[fileName] = output.moduleIds.map((id) => (id.startsWith(root) ? id.slice(root.length) : id));
    }
    this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(files, null, 1) });
  },
});

// Two builds (`npm run build`): the client (dist/client: hashed assets and the manifest the
// server reads) and the server renderer (`--ssr src/server/main.ts` → dist/server/main.js, with
// every dependency bundled in, so the web image needs no node_modules).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress(), chunkModules()])],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': gateway, '/media': gateway },
  },
  ssr: {
    noExternal: true,
  },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node24' }
    : {
        outDir: 'dist/client',
        assetsDir: 'assets',
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: {
          // The app, and the small script that starts it once the page is shown (src/boot.ts).
          input: { main: 'src/main.tsx', boot: 'src/boot.ts' },
          output: {
            codeSplitting: {
              groups: [
                { name: 'core', test: READER_CORE, priority: 2 },
                { name: 'comments', test: ARTICLE_EXTRAS, priority: 1, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // A ceiling, not a wait: a form test types into several fields one key at a time, which on a
    // busy 2-core CI machine has taken just over Vitest's default 5 s.
    testTimeout: 20_000,
  },
}));
