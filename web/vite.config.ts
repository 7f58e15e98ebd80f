/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The gateway serves the app and /api from one origin; in `npm run dev` the API calls
// are proxied to it (GATEWAY_PORT, default 8080) so cookies stay first-party.
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '8080'}`;

// Two builds (`npm run build`): the client (dist/client: hashed assets and the manifest the
// server reads) and the server renderer (`--ssr src/server/main.ts` → dist/server/main.js, with
// every dependency bundled in, so the web image needs no node_modules).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
        rollupOptions: { input: 'src/main.tsx' },
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
}));
