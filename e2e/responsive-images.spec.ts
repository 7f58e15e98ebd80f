// Responsive images on a phone (issue 9): the home page of the demo content, on a 412×823
// viewport, downloads at most 60 KB of images for its first screen (the responsive variants,
// chosen by `sizes`; lazy images below the fold wait), and an article whose image has no
// variants (stored before they existed) still shows it as a plain <img>.
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, request as playwrightRequest, test, type Page } from './fixtures';
import {
  adminCredentials,
  categoryIds,
  createArticleViaApi,
  deleteArticleViaApi,
  logInViaApi,
  uniqueTitle,
} from './web-helpers';

const PHONE = { width: 412, height: 823 };
const FIRST_SCREEN_IMAGE_BUDGET = 60_000; // bytes
const admin = adminCredentials();

interface ImageLoad {
  url: string;
  bytes: number;
}

/** Every image response of the page and its encoded bytes on the wire, from the DevTools protocol. */
async function recordImages(page: Page): Promise<ImageLoad[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // The variants are cached for a year: a fresh context has no cache, this makes sure.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const images = new Map<string, string>();
  const loads: ImageLoad[] = [];
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Image') images.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const url = images.get(e.requestId);
    if (url) loads.push({ url, bytes: e.encodedDataLength });
  });
  return loads;
}

/** The page's <img> elements: where they are, and what (if anything) they show. */
function imagesOnPage(page: Page) {
  return page.evaluate(() =>
    [...document.images].map((img) => {
      const rect = img.getBoundingClientRect();
      return {
        top: rect.top + window.scrollY,
        left: rect.left,
        visible: rect.width > 0 && rect.height > 0,
        loading: img.loading,
        fetchPriority: img.getAttribute('fetchpriority'),
        currentSrc: img.currentSrc,
        complete: img.complete && img.naturalWidth > 0,
      };
    }),
  );
}

/**
 * Loads the home page on a fresh phone and returns the image responses of its first screen:
 * everything the browser fetched until every image of the first screen is shown and the
 * network is idle (lazy images within the browser's loading distance of the viewport count too).
 */
async function firstScreenImages(page: Page) {
  const loads = await recordImages(page);
  await page.goto('/');
  await expect(page.locator('main picture img').first()).toBeVisible();
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return r.width > 0 && r.top < window.innerHeight && r.bottom > 0 && r.left < window.innerWidth;
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  );
  await page.waitForLoadState('networkidle');
  const total = loads.reduce((sum, l) => sum + l.bytes, 0);
  return { loads, total, onPage: await imagesOnPage(page) };
}

/** The paths of the demo seed's pictures among the loads. */
function demoPictures(loads: ImageLoad[]): string[] {
  return loads.map((l) => new URL(l.url).pathname).filter((p) => p.startsWith('/media/demo/'));
}

/** Chromium's largest distance below the viewport at which it starts loading a lazy image (slow connections). */
const LAZY_LOAD_DISTANCE = 2500;

test.describe('responsive images on a 412 px phone', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  test.use({ viewport: PHONE });

  test('the home page downloads at most 60 KB of images for its first screen', async ({ page }) => {
    const { loads, total, onPage } = await firstScreenImages(page);
    console.log(`home, first screen at ${PHONE.width}x${PHONE.height} (DPR 1): ${loads.length} images, ${total} bytes`);
    for (const l of loads) console.log(`  ${l.bytes} B ${new URL(l.url).pathname}`);
    expect(total).toBeLessThanOrEqual(FIRST_SCREEN_IMAGE_BUDGET);

    // Demo content with variants: each demo picture fetched is an AVIF/WebP variant, not an
    // original. (Articles other tests create meanwhile may bring pictures of their own.)
    expect(demoPictures(loads).length).toBeGreaterThan(0);
    for (const l of demoPictures(loads)) expect(l).toMatch(/^\/media\/demo\/.+-\d+x\d+-w\d+\.(avif|webp)$/);
    // What was fetched is what the page shows: no picture downloaded twice or in another size.
    const shown = onPage.filter((img) => img.complete).map((img) => img.currentSrc);
    expect(new Set(loads.map((l) => l.url))).toEqual(new Set(shown));

    // The featured breaking article's picture, the page's first, is the one hurried (eager, high
    // priority); every other one waits its turn. (An article another test publishes meanwhile
    // may be featured without a picture: then none is hurried.)
    const featured = page.getByTestId('home-breaking').getByTestId('article-card').first();
    const waiting = (img: (typeof onPage)[number]) => img.loading === 'lazy' && img.fetchPriority === null;
    if ((await featured.locator('img').count()) > 0) {
      expect(onPage[0]).toMatchObject({ loading: 'eager', fetchPriority: 'high', complete: true });
      expect(onPage.slice(1).every(waiting)).toBe(true);
    } else {
      expect(onPage.every(waiting)).toBe(true);
    }
    // Lazy pictures far below the fold are not loaded at all.
    const farBelow = onPage.filter((img) => img.top > PHONE.height + LAZY_LOAD_DISTANCE);
    expect(farBelow.length).toBeGreaterThan(0);
    expect(farBelow.filter((img) => img.currentSrc !== '' || img.complete)).toEqual([]);
  });

  test.describe('on a high-density screen', () => {
    // A 412 px phone as sold (Pixel-class, 2.625 device pixels per CSS pixel): larger variants.
    test.use({ deviceScaleFactor: 2.625 });

    test('the first screen stays within 60 KB of images', async ({ page }) => {
      const { loads, total } = await firstScreenImages(page);
      console.log(
        `home, first screen at ${PHONE.width}x${PHONE.height} (DPR 2.625): ${loads.length} images, ${total} bytes`,
      );
      for (const l of loads) console.log(`  ${l.bytes} B ${new URL(l.url).pathname}`);
      expect(demoPictures(loads).length).toBeGreaterThan(0);
      for (const l of demoPictures(loads)) expect(l).toMatch(/-w\d+\.(avif|webp)$/);
      expect(total).toBeLessThanOrEqual(FIRST_SCREEN_IMAGE_BUDGET);
    });
  });

  test('an article whose image has no variants still shows it, as a plain <img>', async ({ page, baseURL }) => {
    test.skip(!admin, 'ADMIN_EMAIL and ADMIN_PASSWORD are not set');
    const endpoint = process.env.E2E_S3_ENDPOINT;
    test.skip(!endpoint, 'E2E_S3_ENDPOINT is not set (the embedded S3 server of the test stack)');
    // Stored the way uploads were before variants existed: no size in its name, nothing beside it.
    const key = `images/2024/05/${randomUUID()}.jpg`;
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#8e44ad' } })
      .jpeg()
      .toBuffer();
    const s3 = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      await s3.send(new PutObjectCommand({ Bucket: 'media', Key: key, Body: jpeg, ContentType: 'image/jpeg' }));
    } finally {
      s3.destroy();
    }
    const editor = await playwrightRequest.newContext({ baseURL });
    await logInViaApi(editor, admin!.email, admin!.password);
    const ids = await categoryIds(editor);
    const article = await createArticleViaApi(editor, {
      title: uniqueTitle('पुरानो तस्बिर'),
      content: 'भेरियन्ट नभएको तस्बिर।',
      imageUrl: `/media/${key}`,
      categoryId: ids['latest-news'],
      published: true,
    });
    try {
      await page.goto(`/article/${article.id}`);
      const hero = page.getByTestId('article-hero');
      await expect(hero).toBeVisible();
      await expect(hero).toHaveAttribute('src', `/media/${key}`);
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
      const plain = await hero.evaluate((img: HTMLImageElement) => ({
        parent: img.parentElement?.tagName,
        srcset: img.getAttribute('srcset'),
      }));
      expect(plain).toEqual({ parent: 'FIGURE', srcset: null });
    } finally {
      await deleteArticleViaApi(editor, article.id);
      await editor.dispose();
    }
  });
});
