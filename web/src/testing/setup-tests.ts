import '@testing-library/jest-dom/vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetToasts } from '@/hooks/use-toast';
import { resetUnauthorizedRedirect } from '@/lib/api-client';
import { loadToaster } from '@/components/ui/toaster-on-demand';
import { registerStrings } from '@/lib/i18n';
import { en } from '@/lib/i18n/en';
import { ne } from '@/lib/i18n/ne';

// Both languages' strings at once (the browser loads them one at a time, lib/i18n), and the
// notification region's code (the browser loads it with the first toast), so that a test sees
// a toast as soon as it is raised.
registerStrings('en', en);
registerStrings('ne', ne);
await loadToaster();

// jsdom has no ResizeObserver; Radix (Switch) measures with it.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom lays nothing out: ProseMirror (the article editor's body) measures ranges to scroll the
// selection into view and asks which element is at a point.
if (typeof Range.prototype.getClientRects !== 'function') {
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}
if (typeof document.elementFromPoint !== 'function') document.elementFromPoint = () => null;

// Node's Blob, File and FormData rather than jsdom's: the API client sends an upload as a
// Request, and Node's Request serializes only its own files (in a browser they are one kind).
// Node's FormData is the class of what its Response parses; a form's entries (react-router's
// <Form>) are read by jsdom's, which knows forms.
const NodeFormData = (
  await new Response('', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()
).constructor as typeof FormData;
const JsdomFormData = globalThis.FormData;
globalThis.Blob = NodeBlob as unknown as typeof Blob;
globalThis.File = NodeFile as unknown as typeof File;
globalThis.FormData = class FormData extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (form) for (const [name, value] of new JsdomFormData(form, submitter)) this.append(name, value);
  }
};

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
