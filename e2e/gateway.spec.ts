// The gateway as a reader's browser and an API client meet it: routing to the
// SPA, JSON errors, limits, headers. Needs only the stack of `npm start`.
import { expect, test } from './fixtures';
import { adminCredentials, logInViaApi } from './web-helpers';

// The services' error shape: {statusCode, message, error}.
const jsonError = (status: number) => ({ statusCode: status, message: expect.any(String), error: expect.any(String) });

test.describe('gateway', () => {
  test('serves the SPA at / with the security headers', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['content-type']).toContain('text/html');
    // Anonymous: shared caches may keep it a minute, browsers revalidate (e2e/cache-headers.spec.ts).
    expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=30');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    // The app mounted (no CSP violation kept it from running).
    await expect(page.locator('#root')).not.toBeEmpty();
  });

  test('opener policy: same-origin for account, admin and API answers; none on public reader pages', async ({
    request,
  }) => {
    const opener = async (path: string) =>
      (await request.get(path, { maxRedirects: 0 })).headers()['cross-origin-opener-policy'];
    // Reader pages, twice each: the micro-cache's copy carries the web's header as the first did.
    for (const path of ['/', '/category/latest-news', '/about', '/no-such-page']) {
      expect(await opener(path), path).toBe('unsafe-none');
      expect(await opener(path), `${path} (again)`).toBe('unsafe-none');
    }
    for (const path of ['/login', '/register', '/forgot-password', '/profile', '/admin', '/api/init', '/rss.xml']) {
      expect(await opener(path), path).toBe('same-origin');
    }
  });

  test('serves index.html for client-side routes and caches hashed assets for good', async ({ request }) => {
    const deep = await request.get('/login');
    expect(deep.status()).toBe(200);
    expect(deep.headers()['content-type']).toContain('text/html');
    const html = await deep.text();
    const asset = html.match(/\/assets\/[^"']+\.js/)?.[0];
    expect(asset, 'index.html references a hashed script').toBeTruthy();
    const js = await request.get(asset!);
    expect(js.status()).toBe(200);
    expect(js.headers()['cache-control']).toContain('immutable');
    const missing = await request.get('/assets/does-not-exist.js');
    expect(missing.status()).toBe(404);
  });

  test('compresses text responses; scripts go out brotli-compressed to browsers that accept it', async ({
    request,
  }) => {
    const html = await request.get('/login');
    // The app's entry (the boot script the page names first is too small to be compressed).
    const asset = (await html.text()).match(/data-entry="(\/assets\/[^"]+\.js)"/)![1];
    const js = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(js.headers()['content-encoding']).toBe('gzip');
    const br = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers()['content-encoding']).toBe('br');
    expect(Number(br.headers()['content-length'])).toBeLessThan(Number(js.headers()['content-length']));
    expect(await br.text()).toBe(await js.text());
  });

  test('answers unknown API paths and /metrics with a JSON 404', async ({ request }) => {
    for (const path of ['/api/no-such-thing', '/metrics', '/metrics/']) {
      const r = await request.get(path);
      expect(r.status(), path).toBe(404);
      expect(r.headers()['content-type']).toContain('application/json');
      expect(await r.json()).toEqual(jsonError(404));
    }
  });

  test('rejects request bodies over the limits with a JSON 413', async ({ request }) => {
    const big = await request.post('/api/auth/login', {
      headers: { 'content-type': 'application/json' },
      data: Buffer.alloc(2 * 1024 * 1024, 'a'),
    });
    expect(big.status()).toBe(413);
    expect(await big.json()).toEqual(jsonError(413));

    const upload = await request.post('/api/upload', {
      multipart: { image: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(12 * 1024 * 1024) } },
    });
    expect(upload.status()).toBe(413);
    expect(await upload.json()).toEqual({ ...jsonError(413), message: expect.stringContaining('10 MB') });
  });

  test('takes what the editor may send to /api/upload/multiple; over that, one truthful 413', async ({
    playwright,
  }) => {
    test.setTimeout(90_000);
    const admin = adminCredentials();
    test.skip(!admin, 'ADMIN_EMAIL and ADMIN_PASSWORD are set by infra/e2e.mjs');
    const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await logInViaApi(request, admin!.email, admin!.password);
    // A real 1x1 PNG, padded after its end to just under 10 MB: six of them are 57 MB, over
    // the gateway's former 55 MB cap (which answered "an image may be at most 10 MB").
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const image = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 - 64 * 1024 - png.length)]);
    const form = new FormData();
    for (let i = 0; i < 6; i += 1) form.append('files', new Blob([image], { type: 'image/png' }), `big-${i}.png`);
    const several = await request.post('/api/upload/multiple', { multipart: form });
    expect(several.status(), await several.text()).toBe(201);
    expect((await several.json()).urls).toHaveLength(6);

    const tooMuch = await request.post('/api/upload/multiple', {
      multipart: { files: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(102 * 1024 * 1024) } },
    });
    expect(tooMuch.status()).toBe(413);
    expect(await tooMuch.json()).toEqual({
      ...jsonError(413),
      message: 'Upload too large: at most 10 images of at most 10 MB each',
    });
    await request.dispose();
  });

  test('keeps a client X-Request-Id and makes one otherwise', async ({ request }) => {
    const kept = await request.get('/api/auth/user', { headers: { 'X-Request-Id': 'e2e-request-42' } });
    expect(kept.headers()['x-request-id']).toBe('e2e-request-42');
    const made = await request.get('/api/auth/user', { headers: { 'X-Request-Id': 'not an id <script>' } });
    expect(made.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  test('serves stored images under /media/ with a sandboxing CSP, and a JSON 404 for missing ones', async ({
    request,
  }) => {
    const articles = (await (await request.get('/api/articles')).json()) as { imageUrl?: string }[];
    const url = articles.map((a) => a.imageUrl).find((u) => u?.startsWith('/media/'));
    test.skip(!url, 'no article with a stored image (SEED_DEMO off?)');
    const image = await request.get(url!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
    expect(image.headers()['content-security-policy']).toContain('sandbox');
    expect(image.headers()['x-content-type-options']).toBe('nosniff');
    expect(image.headers()['x-amz-request-id']).toBeUndefined();
    const missing = await request.get('/media/no/such/file.png');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual(jsonError(404));
  });

  test('serves /media/ read-only', async ({ request }) => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const r = await request.fetch('/media/some/key.png', { method, data: 'x' });
      expect(r.status(), method).toBe(405);
      expect(await r.json()).toEqual(jsonError(405));
    }
  });
});
