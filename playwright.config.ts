// Whole-stack browser tests (e2e/), run by `npm test` (infra/e2e.mjs) against a
// stack that infra/start.mjs started on test ports. Debian's Chromium, no
// browser download. Run them alone against a running `npm start` with
//   E2E_BASE_URL=http://localhost:8080 npx playwright test
import { defineConfig } from '@playwright/test';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // Without these Chromium keeps dialling Google's hosts, which this network refuses.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  // 2 cores: the stack itself needs one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'playwright-report/e2e.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8080',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: /-drill\.spec\.ts$/ },
    // Drills kill parts of the stack: they run alone, after every other test.
    { name: 'drills', testMatch: /-drill\.spec\.ts$/, dependencies: ['chromium'] },
  ],
});
