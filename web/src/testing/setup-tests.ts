import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetToasts } from '@/hooks/use-toast';
import { resetUnauthorizedRedirect } from '@/lib/api-client';

// jsdom has no ResizeObserver; Radix (Switch) measures with it.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// findBy*/waitFor wait for a state up to 5 s: lazily loaded parts (the account menu) take a
// moment to import on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'lang=; Path=/; Max-Age=0'; // the language cookie of an earlier test
  document.documentElement.lang = 'en';
});

afterEach(() => {
  cleanup();
  resetToasts();
  resetUnauthorizedRedirect();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
