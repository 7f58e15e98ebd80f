// One lint setup for the whole repository (services, web, infra, tests).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const WEB = path.join(ROOT, 'web', 'src');
const SERVICES = path.join(ROOT, 'services');
const subfolders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'node_modules')
    .map((e) => e.name);

// --- Import boundaries (docs/architecture.md, "Boundaries") -----------------------------
// Web: a feature never imports another feature; the shared code never imports a feature or
// the app (its routes). Services: each imports only itself and @portal/shared, which imports
// no service. Paths are checked after resolving the import (relative or through the `@/`
// alias), so no spelling gets around them.
const FEATURES = subfolders(path.join(WEB, 'features'));
const WEB_SHARED = ['api', 'components', 'config', 'hooks', 'lib', 'types', 'utils'];
const NODE_SERVICES = subfolders(SERVICES).filter((s) => s !== 'shared');
export const boundaryZones = [
  ...FEATURES.map((feature) => ({
    target: path.join(WEB, 'features', feature),
    from: path.join(WEB, 'features'),
    except: [`./${feature}`],
    message:
      'A web feature never imports another feature: move what both need to the shared code (components, lib, hooks, utils, api, types).',
  })),
  ...WEB_SHARED.flatMap((dir) =>
    ['features', 'app'].map((forbidden) => ({
      target: path.join(WEB, dir),
      from: path.join(WEB, forbidden),
      message: `Shared web code (${dir}/) never imports ${forbidden}/: it serves every feature and route.`,
    })),
  ),
  ...NODE_SERVICES.map((service) => ({
    target: path.join(SERVICES, service),
    from: SERVICES,
    except: [`./${service}`, './shared'],
    message: 'A service imports only itself and @portal/shared: services talk over HTTP, events and queues.',
  })),
  ...NODE_SERVICES.map((service) => ({
    target: path.join(SERVICES, 'shared'),
    from: path.join(SERVICES, service),
    message: '@portal/shared never imports a service.',
  })),
];

/** A service's imports: itself and @portal/shared only. */
const serviceImports = {
  group: ['@portal/*', '!@portal/shared'],
  message: 'A service imports only itself and @portal/shared.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-seed/**',
      '**/node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      // Files that break the boundaries on purpose, for the test of the rules.
      'infra/test/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'services/*/src/**/*.ts', 'infra/test/fixtures/boundaries/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          // The web app's `@/` alias (web/tsconfig.json, vite.config.ts).
          alias: { '@': [WEB] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // An integration spec may start the other services it talks to (the API fuzz test runs
    // auth, content and comments together); the services' own code and unit specs may not.
    files: ['services/*/src/**/*.int.spec.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Test helpers and data stay with the tests: production code never imports them.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/testing', '@/testing/*', '**/testing/*'], message: 'Test helpers are for tests only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['services/*/src/**/*.ts'],
    ignores: ['services/*/src/**/*.spec.ts', 'services/shared/src/testing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@portal/shared/testing', message: 'Test helpers are for tests only.' }],
          patterns: [serviceImports],
        },
      ],
    },
  },
  {
    // Lists answer a Page<T> through PagedList (services/shared/src/paging.ts), the one writer
    // of the paging headers: no controller or service sets them by hand.
    files: ['services/*/src/**/*.ts'],
    ignores: ['services/*/src/**/*.spec.ts', 'services/shared/src/paging.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^x-(total-count|next-cursor)$/i]',
          message: 'Return a Page<T> from a @PagedList route (or call setPageHeaders): paging headers have one writer.',
        },
      ],
    },
  },
  {
    // A service's own test helpers (src/testing/, kept out of its build) build on the shared ones.
    files: ['services/*/src/testing/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serviceImports] }] },
  },
  {
    files: ['**/*.cjs', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
