import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// src/boot.ts acts when it is imported, as in the page: each test builds the server's document
// first, then imports a fresh copy.
const ENTRY = '/assets/main-abc.js';
const PRELOAD = ['/assets/core-abc.js', '/assets/en-abc.js'];

function serverDocument({ leadImage }: { leadImage: 'none' | 'loading' | 'loaded' }) {
  document.head.innerHTML = `<script type="module" src="/assets/boot-abc.js" data-entry="${ENTRY}" data-preload="${PRELOAD.join(' ')}"></script>`;
  document.body.innerHTML = `<div id="root"><h1>Headline</h1>${
    leadImage === 'none' ? '' : '<img src="/media/lead.jpg" fetchpriority="high" alt="">'
  }<img src="/media/other.jpg" loading="lazy" alt=""></div>`;
  const lead = document.querySelector('img[fetchpriority="high"]');
  if (lead) Object.defineProperty(lead, 'complete', { value: leadImage === 'loaded' });
  return lead;
}

const appScript = () => document.head.querySelector<HTMLScriptElement>(`script[src="${ENTRY}"]`);
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

async function importBoot() {
  vi.resetModules();
  await import('./boot');
}

describe('boot: the app starts once the page is shown', () => {
  beforeEach(() => {
    // The fake clock's frames come every 16 ms.
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('at once on a page without a lead picture, with the modules the server named', async () => {
    serverDocument({ leadImage: 'none' });
    await importBoot();
    await vi.waitFor(() => expect(appScript()).not.toBeNull());
    expect(appScript()!.type).toBe('module');
    expect(preloads()).toEqual(PRELOAD);
  });

  it('not before the lead picture has arrived, and one frame after it', async () => {
    const lead = serverDocument({ leadImage: 'loading' })!;
    await importBoot();
    await vi.advanceTimersByTimeAsync(2_900);
    expect(appScript()).toBeNull();
    expect(preloads()).toEqual([]);

    lead.dispatchEvent(new Event('load'));
    expect(appScript()).toBeNull();
    await vi.advanceTimersByTimeAsync(20);
    expect(appScript()).not.toBeNull();
    expect(preloads()).toEqual(PRELOAD);
  });

  it('when the picture was already there: after the next frame', async () => {
    serverDocument({ leadImage: 'loaded' });
    await importBoot();
    expect(appScript()).toBeNull();
    await vi.advanceTimersByTimeAsync(20);
    expect(appScript()).not.toBeNull();
  });

  it.each(['load', 'pointerdown', 'keydown', 'touchstart'])(
    'before the picture when the window fires %s (the page loaded, or the reader acts)',
    async (type) => {
      serverDocument({ leadImage: 'loading' });
      await importBoot();
      window.dispatchEvent(new Event(type));
      await vi.advanceTimersByTimeAsync(0);
      expect(appScript()).not.toBeNull();
      // Once only.
      window.dispatchEvent(new Event('keydown'));
      await vi.advanceTimersByTimeAsync(0);
      expect(document.head.querySelectorAll(`script[src="${ENTRY}"]`)).toHaveLength(1);
    },
  );

  it('at the latest 3 s after it runs, when the picture is still on its way', async () => {
    serverDocument({ leadImage: 'loading' });
    await importBoot();
    await vi.advanceTimersByTimeAsync(2_990);
    expect(appScript()).toBeNull();
    await vi.advanceTimersByTimeAsync(10);
    expect(appScript()).not.toBeNull();
  });

  it('when the lead picture fails: at once', async () => {
    const lead = serverDocument({ leadImage: 'loading' })!;
    await importBoot();
    lead.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(appScript()).not.toBeNull();
  });
});
