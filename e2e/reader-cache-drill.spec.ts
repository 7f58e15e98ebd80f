// Drill (runs alone, after the other browser tests: playwright.config.ts): the content service
// is killed (SIGKILL) while four readers loop over the home page, an article page, the list and
// an article's JSON for 15 s. The process manager restarts it; the gateway's micro-cache answers
// from its stale copies meanwhile, so readers get no error at all. Then the service hangs
// (SIGSTOP) and a page whose data no cache holds answers a 5xx with the portal's error page.
import { expect, test } from '@playwright/test';
import {
  adminCredentials,
  categoryIds,
  createArticleViaApi,
  deleteArticleViaApi,
  logInViaApi,
  uniqueTitle,
} from './web-helpers';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const LOOP_MS = 15_000;
const READERS = 4;

/** Pid of the process listening on 127.0.0.1/0.0.0.0:port (Linux /proc), or null. */
function listenerPid(port: number): number | null {
  const inodes = new Set<string>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local address "ADDR:PORT" (hex), state 0A = LISTEN, inode in column 9
      if (cols.length > 9 && cols[3] === '0A' && parseInt(cols[1].split(':')[1], 16) === port) inodes.add(cols[9]);
    }
  }
  if (!inodes.size) return null;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m && inodes.has(m[1])) return Number(pid);
      } catch {
        // the fd closed meanwhile
      }
    }
  }
  return null;
}

test('killing the content service is invisible to readers', async ({ playwright, baseURL }) => {
  const port = Number(process.env.E2E_CONTENT_PORT);
  test.skip(!port || process.platform !== 'linux', 'needs the test stack of infra/e2e.mjs (E2E_CONTENT_PORT) on Linux');
  test.setTimeout(90_000);
  const http = await playwright.request.newContext({ baseURL });
  try {
    const list = (await (await http.get('/api/articles')).json()) as { id: number }[];
    const id = list[0].id;
    const urls = ['/', `/article/${id}`, '/api/articles', `/api/articles/${id}`];
    // Readers have been here before: every page is in the cache.
    for (const url of urls)
      await expect.poll(async () => (await http.get(url)).headers()['x-cache-status']).toBe('HIT');

    const before = listenerPid(port);
    expect(before, `no process listens on the content port ${port}`).not.toBeNull();

    const failures: string[] = [];
    const statuses = new Map<string, number>();
    let answers = 0;
    const until = Date.now() + LOOP_MS;
    const reader = async (n: number) => {
      const ctx = await playwright.request.newContext({ baseURL });
      try {
        for (let i = n; Date.now() < until; i += 1) {
          const url = urls[i % urls.length];
          const r = await ctx.get(url, { failOnStatusCode: false, maxRetries: 0 });
          await r.body();
          answers += 1;
          const cache = r.headers()['x-cache-status'] ?? 'none';
          statuses.set(cache, (statuses.get(cache) ?? 0) + 1);
          if (r.status() < 200 || r.status() > 299) failures.push(`${url}: ${r.status()} (${cache})`);
        }
      } finally {
        await ctx.dispose();
      }
    };
    const readers = Array.from({ length: READERS }, (_, n) => reader(n));

    process.kill(before!, 'SIGKILL');
    // The process manager brings it back (RESTART_DELAY_MS later) on the same port.
    await expect
      .poll(
        () => {
          const now = listenerPid(port);
          return now !== null && now !== before;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await Promise.all(readers);

    console.log(
      `drill: ${answers} answers in ${LOOP_MS / 1000} s, cache ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures).toEqual([]);
    // The outage was real: some answers were served stale while the service was down.
    expect((statuses.get('STALE') ?? 0) + (statuses.get('UPDATING') ?? 0)).toBeGreaterThan(0);
    // And the restarted service answers again.
    await expect.poll(async () => (await http.get(`/api/articles/${id}?after-drill=${Date.now()}`)).status()).toBe(200);
  } finally {
    await http.dispose();
  }
});

test("a page whose data a hung service cannot give: a 5xx with the portal's error page, then the page again", async ({
  playwright,
  baseURL,
}) => {
  const port = Number(process.env.E2E_CONTENT_PORT);
  test.skip(!port || process.platform !== 'linux', 'needs the test stack of infra/e2e.mjs (E2E_CONTENT_PORT) on Linux');
  test.setTimeout(90_000);
  const admin = adminCredentials();
  test.skip(!admin, 'needs ADMIN_EMAIL and ADMIN_PASSWORD');
  const http = await playwright.request.newContext({ baseURL });
  const editor = await playwright.request.newContext({ baseURL });
  const content = listenerPid(port);
  expect(content, `no process listens on the content port ${port}`).not.toBeNull();
  await logInViaApi(editor, admin!.email, admin!.password);
  // An article no reader asked for yet: neither its page nor its data (which the renderer reads
  // through the gateway's cache) is there to answer stale.
  const article = await createArticleViaApi(editor, {
    title: uniqueTitle('Hung'),
    content: 'पहिलो अनुच्छेद',
    categoryId: (await categoryIds(editor))['latest-news'],
    published: true,
  });
  try {
    const page = `/article/${article.id}`;
    // The content service stops answering (SIGSTOP: it still accepts connections, as a hung
    // process does); the renderer gives up on its data after its API timeout.
    process.kill(content!, 'SIGSTOP');
    const broken = await http.get(page, { failOnStatusCode: false, maxRetries: 0, timeout: 30_000 });
    expect(broken.status()).toBeGreaterThanOrEqual(500);
    expect(broken.status()).toBeLessThan(600);
    const html = await broken.text();
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toMatch(/<h1[^>]*>Something went wrong<\/h1>/);
    expect(html).toContain('The page could not be shown. Please reload it.');
    expect(html).toContain('<meta name="robots" content="noindex">');

    process.kill(content!, 'SIGCONT');
    await expect
      .poll(async () => {
        const again = await http.get(page, { failOnStatusCode: false, maxRetries: 0 });
        return again.status() === 200 && (await again.text()).includes(`>${article.title}</h1>`);
      })
      .toBe(true);
  } finally {
    process.kill(content!, 'SIGCONT');
    await deleteArticleViaApi(editor, article.id);
    await http.dispose();
    await editor.dispose();
  }
});
