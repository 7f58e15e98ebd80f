// Keyboard use (issue 11): on each screen, Tab alone reaches every visible control, and
// every control it reaches shows a visible focus indicator (an outline or a ring).
import { expect, test, type Page } from './fixtures';
import { publishedArticleForFile, requireAdmin } from './comments-helpers';
import { logInViaApi, uniqueTitle } from './web-helpers';

const CONTROLS =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Stop {
  id: string;
  label: string;
  indicator: boolean;
}

/** Marks every visible control with an id; returns the ids and a label for each. */
async function markControls(page: Page): Promise<Map<string, string>> {
  const marked = await page.evaluate((selector) => {
    const found: [string, string][] = [];
    document.querySelectorAll<HTMLElement>(selector).forEach((el, i) => {
      if (el.tabIndex < 0 || el.closest('[inert], [aria-hidden="true"]')) return;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return;
      const box = el.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) return;
      const id = `k${i}`;
      el.dataset.kbd = id;
      const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      found.push([id, label]);
    });
    return found;
  }, CONTROLS);
  return new Map(marked);
}

/** The focused element's mark and whether it shows an outline or a ring (box-shadow) while focused. */
async function focused(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    // The element itself or, for a stretched card link, its ::after box carries the outline or ring.
    const shows = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '');
    const indicator = shows(getComputedStyle(el)) || shows(getComputedStyle(el, '::after'));
    const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    // Items that were not tabbable when the page was marked (a roving tab list's active tab) get an id now.
    const w = window as unknown as { kbdNext?: number };
    el.dataset.kbd ??= `f${(w.kbdNext = (w.kbdNext ?? 0) + 1)}`;
    return { id: el.dataset.kbd, label, indicator };
  });
}

/** Tabs through the page from the top until focus comes round again; checks reach and indicators. */
async function walk(page: Page, screen: string) {
  // Generous waits: admin screens load their code on demand, and CI's machine is busy.
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main .animate-pulse, main .animate-spin')).toHaveCount(0, { timeout: 20_000 });
  const controls = await markControls(page);
  expect(controls.size, `${screen}: controls found`).toBeGreaterThan(0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const reached = new Set<string>();
  const withoutIndicator: string[] = [];
  const order: string[] = [];
  let first: string | undefined;
  for (let presses = 0; presses < controls.size + 40; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    if (!stop) continue;
    if (stop.id === first) break; // round the page once
    first ??= stop.id;
    order.push(stop.label);
    if (stop.id) reached.add(stop.id);
    if (!stop.indicator) withoutIndicator.push(stop.label);
  }
  // A focusable container (a tab list) hands focus to an item inside it: reaching that counts.
  // A control that left the page during the walk (a list refreshed by other tests' new articles)
  // cannot be reached and is not counted.
  const reachedInside = await page.evaluate(
    ([ids, hit]) =>
      ids.filter((id) => {
        const box = document.querySelector(`[data-kbd="${id}"]`);
        return !box || hit.some((h) => box.contains(document.querySelector(`[data-kbd="${h}"]`)));
      }),
    [[...controls.keys()], [...reached]] as const,
  );
  const unreached = [...controls]
    .filter(([id]) => !reached.has(id) && !reachedInside.includes(id))
    .map(([, label]) => label);
  expect(unreached, `${screen}: controls Tab never reaches (Tab went: ${order.join(' → ')})`).toEqual([]);
  expect(withoutIndicator, `${screen}: controls without a visible focus indicator`).toEqual([]);
}

const articleId = publishedArticleForFile({
  title: uniqueTitle('कुञ्जीपाटी'),
  summary: 'कुञ्जीपाटीबाट पढ्ने पाठकका लागि।',
  content: 'पहिलो अनुच्छेद।\nदोस्रो अनुच्छेद।',
});

// One screen per test, so a busy machine stretches no single test past its budget.
test.describe('keyboard: every control reachable with Tab and visibly focused', () => {
  test.describe.configure({ timeout: 120_000 });

  // Paths as functions: the article exists only once the file's tests run.
  const desktop = [
    () => '/',
    () => '/category/breaking-news',
    () => `/article/${articleId()}`,
    () => '/about',
    () => '/login',
  ];
  for (let screen = 0; screen < desktop.length; screen += 1) {
    test(`desktop reader screen ${screen + 1} of ${desktop.length}`, async ({ page }) => {
      const path = desktop[screen]();
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await walk(page, path);
    });
  }

  test('phone: the home page and its slide-out menu', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/');
    await walk(page, 'phone /');
    // The slide-out menu traps focus: Tab goes round its own controls, each visibly focused.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await walk(page, 'phone menu');
  });

  for (const path of ['/admin', '/admin/articles', '/admin/comments']) {
    test(`admin screen ${path}`, async ({ page }) => {
      const admin = requireAdmin();
      await logInViaApi(page.request, admin.email, admin.password);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await walk(page, path);
    });
  }
});
