#!/usr/bin/env node
// `npm run bench:reader`: first paint and weight of the reader pages, measured as a reader on a
// phone and a slow network meets them. Debian's Chromium (Playwright), a 412×823 phone viewport,
// CPU slowed 4× and the network throttled to Lighthouse's "Slow 4G" (150 ms, 1.6 Mbps down,
// 750 kbps up) through the DevTools protocol, cache disabled, a new browser context per load.
// Per page it prints the largest contentful paint (a PerformanceObserver in the page) and the
// bytes transferred (the protocol's Network.loadingFinished events), median of 3 loads, against
// the budgets of issue 8 (1.2 s, 200 KB). The pages: home, a category, the newest article, and
// an article whose body has three embeds (issue 22; the demo seed has one: the newest published
// article with at least three embed blocks is taken), whose placeholders load nothing from the
// third parties until a tap, so they must fit the same budgets.
//
// Runs against a running portal with the demo content: `npm start` first, then
//   npm run bench:reader                     # http://localhost:8080
//   BENCH_URL=http://localhost:9080 npm run bench:reader
//   BENCH_DETAIL=1 npm run bench:reader      # also each request of a page's first load, and the LCP element
import { chromium } from 'playwright-core';

const BASE = (process.env.BENCH_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET = { lcpMs: 1200, bytes: 200 * 1024 };
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const DETAIL = process.env.BENCH_DETAIL === '1';
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

async function newestArticleId() {
  const res = await fetch(`${BASE}/api/articles?status=published&limit=1`);
  if (!res.ok) throw new Error(`${BASE}/api/articles answered ${res.status}: is the portal running (npm start)?`);
  const [article] = await res.json();
  if (!article) throw new Error('no published article: start the portal with SEED_DEMO on');
  return article.id;
}

/** One cold load: LCP (ms) and bytes over the wire. */
async function load(browser, path) {
  const context = await browser.newContext(PHONE);
  // Runs in the page: `window` is the browser's.
  await context.addInitScript(() => {
    /* global window */
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__lcp = entry.renderTime || entry.loadTime || entry.startTime;
        window.__lcpElement = entry.element ? entry.element.outerHTML.slice(0, 160) : entry.url;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const urls = new Map();
  const finished = [];
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.loadingFinished', (e) => {
    finished.push({ url: urls.get(e.requestId), bytes: e.encodedDataLength });
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const response = await page.goto(`${BASE}${path}`, { waitUntil: 'load', timeout: 60_000 });
  if (!response || response.status() !== 200) throw new Error(`${path} answered ${response?.status()}`);
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const [lcp, lcpElement] = await page.evaluate(() => [window.__lcp, window.__lcpElement]);
  await context.close();
  const bytes = finished.reduce((sum, r) => sum + r.bytes, 0);
  return { lcp, lcpElement, bytes, requests: urls.size, finished };
}

/** The newest published article whose body holds at least three embeds (pages of 100, newest first). */
async function articleWithEmbeds() {
  let cursor = null;
  for (let page = 0; page < 10; page += 1) {
    const res = await fetch(
      `${BASE}/api/articles?status=published&limit=100${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`,
    );
    if (!res.ok) throw new Error(`${BASE}/api/articles answered ${res.status}`);
    const found = (await res.json()).find(
      (a) => (a.body?.blocks ?? []).filter((block) => block.type === 'embed').length >= 3,
    );
    if (found) return found.slug ? `/article/${found.id}/${found.slug}` : `/article/${found.id}`;
    cursor = res.headers.get('X-Next-Cursor');
    if (!cursor) break;
  }
  throw new Error('no published article with three embeds: start the portal with SEED_DEMO on (the demo seed has one)');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const id = await newestArticleId();
const pages = [
  ['home', '/'],
  ['category', '/category/latest-news'],
  ['article', `/article/${id}`],
  ['embeds', await articleWithEmbeds()],
];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
console.log(
  `reader pages at ${BASE}: phone 412×823, CPU ×${CPU_SLOWDOWN}, 150 ms / 1.6 Mbps, cache off, median of ${RUNS}`,
);
console.log(
  'page      path                      LCP ms   bytes     requests  budget                         each load (LCP ms)',
);
let over = 0;
try {
  for (const [name, path] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await load(browser, path));
    if (DETAIL) {
      for (const { url, bytes } of runs[0].finished)
        console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${url}`);
      console.log(`  LCP element: ${runs[0].lcpElement}`);
    }
    const lcp = median(runs.map((r) => r.lcp));
    const bytes = median(runs.map((r) => r.bytes));
    const ok = lcp <= BUDGET.lcpMs && bytes <= BUDGET.bytes;
    if (!ok) over += 1;
    console.log(
      `${name.padEnd(9)} ${path.padEnd(25)} ${String(Math.round(lcp)).padStart(6)}   ${(bytes / 1024).toFixed(1).padStart(6)} KB ${String(median(runs.map((r) => r.requests))).padStart(6)}    ${ok ? 'within' : 'OVER'} (${BUDGET.lcpMs} ms, ${BUDGET.bytes / 1024} KB)   ${runs.map((r) => Math.round(r.lcp)).join(' ')}`,
    );
  }
} finally {
  await browser.close();
}
console.log(over ? `${over} page(s) over budget` : 'every page within budget');
