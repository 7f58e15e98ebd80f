// Accessibility of every screen (issue 11): axe-core with the WCAG 2.0/2.1 A and AA rules
// (plus label-content-name-mismatch, WCAG 2.5.3, which axe marks experimental) in both
// languages, switched through the interface, and the admin screens as the admin. The test
// fails on any serious or critical violation and prints each with its elements.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { publishedArticleForFile, requireAdmin } from './comments-helpers';
import { logInViaApi, newAccount, signUpViaApi, uniqueTitle } from './web-helpers';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** Waits until the screen has settled: its h1 is shown and no skeleton or spinner is left. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main .animate-pulse, main .animate-spin')).toHaveCount(0, { timeout: 20_000 });
}

async function audit(page: Page, screen: string): Promise<Finding[]> {
  await settled(page);
  const result = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      screen,
      rule: v.id,
      impact: v.impact!,
      targets: v.nodes.map((n) => `${n.target.join(' ')} :: ${n.failureSummary?.split('\n').slice(1).join(' ')}`),
    }));
}

/** Sets the interface language with the switch in the header, as a reader would. */
async function useLanguage(page: Page, lang: 'en' | 'ne') {
  await page.goto('/about');
  await settled(page);
  if ((await page.locator('html').getAttribute('lang')) !== lang) {
    await page.getByTestId('language-switch').first().click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

async function auditAll(page: Page, lang: string, paths: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of paths) {
    await page.goto(path);
    findings.push(...(await audit(page, `${lang} ${path}`)));
  }
  return findings;
}

function report(findings: Finding[]) {
  for (const f of findings) console.log(`[a11y] ${f.screen}: ${f.rule} (${f.impact})\n  ${f.targets.join('\n  ')}`);
  expect(findings.map((f) => `${f.screen}: ${f.rule}`)).toEqual([]);
}

const articleId = publishedArticleForFile({
  title: uniqueTitle('पहुँच परीक्षण'),
  summary: 'सबै पाठकका लागि पहुँचयोग्य समाचार।',
  content: 'पहिलो अनुच्छेद।\nदोस्रो अनुच्छेद।',
});

// Two screens per test: on a busy 2-core machine one axe run has taken up to 40 s, so no single
// test is stretched past its budget.
// The article's path is known once the file's article is made (beforeAll).
const VISITOR_GROUPS: (string | (() => string))[][] = [
  ['/', '/category/latest'],
  ['/category/latest-news', '/category/breaking-news'],
  [() => `/article/${articleId()}`, '/about'],
  ['/privacy', '/terms'],
  ['/contact', '/no-such-page'],
  ['/login', '/register'],
  ['/forgot-password', '/reset-password?token=a11y'],
];

for (const lang of ['en', 'ne'] as const) {
  test.describe(`every screen in ${lang === 'en' ? 'English' : 'Nepali'}`, () => {
    test.describe.configure({ timeout: 120_000 });

    for (const [group, screens] of VISITOR_GROUPS.entries()) {
      test(`visitor screens, group ${group + 1}: no serious or critical violations`, async ({ page }) => {
        await useLanguage(page, lang);
        report(
          await auditAll(
            page,
            lang,
            screens.map((screen) => (typeof screen === 'string' ? screen : screen())),
          ),
        );
      });
    }

    test('signed-in reader: profile and an article with the comment form', async ({ page }) => {
      await signUpViaApi(page.request, newAccount(`a11y-${lang}`));
      await useLanguage(page, lang);
      report(await auditAll(page, lang, ['/profile', `/article/${articleId()}`]));
    });

    // One admin screen per test: each loads its own chunk and data, the editor the most.
    for (const [name, path] of [
      ['dashboard', () => '/admin'],
      ['articles', () => '/admin/articles'],
      ['editor', () => `/admin/articles?edit=${articleId()}`],
      ['users', () => '/admin/users'],
      ['comments', () => '/admin/comments'],
      ['sections', () => '/admin/sections'],
    ] as const) {
      test(`admin screen as the admin: ${name}`, async ({ page }) => {
        const admin = requireAdmin();
        await logInViaApi(page.request, admin.email, admin.password);
        await useLanguage(page, lang);
        report(await auditAll(page, lang, [path()]));
      });
    }
  });
}
