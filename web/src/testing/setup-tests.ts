import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetToasts } from '@/hooks/use-toast';
import { resetUnauthorizedRedirect } from '@/lib/api-client';

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = 'en';
});

afterEach(() => {
  cleanup();
  resetToasts();
  resetUnauthorizedRedirect();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
