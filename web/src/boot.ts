/**
 * The only script a server-rendered page names (web/src/server/document.ts), on its own and
 * without imports. The page is readable before any script runs, and on a slow phone the app's
 * scripts would share the line with the page's first picture and the CPU with its first layout
 * (measured: the picture painted about 0.5 s later). So the app (src/main.tsx, and the modules
 * the server lists in `data-preload`) is fetched once that picture is on screen, the page has
 * loaded, or the reader acts, or 3 s have passed (a large picture on a slow line must not keep the
 * page inert), whichever comes first; at once on a page without such a picture.
 */
const LEAD_IMAGE = '#root img[fetchpriority="high"]';
const READER_ACTIONS = ['pointerdown', 'keydown', 'touchstart'];
const LONGEST_WAIT_MS = 3000;

function whenLeadImageShown(): Promise<void> {
  return new Promise((resolve) => {
    const lead = document.querySelector<HTMLImageElement>(LEAD_IMAGE);
    if (!lead) {
      resolve();
      return;
    }
    const done = () => resolve();
    // One frame after the picture arrives, so that it is painted before any script compiles.
    const afterPaint = () => requestAnimationFrame(() => setTimeout(done, 0));
    if (lead.complete) afterPaint();
    else {
      lead.addEventListener('load', afterPaint, { once: true });
      lead.addEventListener('error', done, { once: true });
    }
    window.addEventListener('load', done, { once: true });
    setTimeout(done, LONGEST_WAIT_MS);
    for (const type of READER_ACTIONS)
      window.addEventListener(type, done, { once: true, passive: true, capture: true });
  });
}

function startApp(boot: HTMLScriptElement) {
  const { entry, preload = '' } = boot.dataset;
  if (!entry) return;
  for (const href of preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

const boot = document.querySelector<HTMLScriptElement>('script[data-entry]');
if (boot) void whenLeadImageShown().then(() => startApp(boot));

// A module (the page loads it as one), with nothing to export.
export {};
