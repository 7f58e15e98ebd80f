import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@/config/app';
import { cookieValue } from '@/utils/cookie';
import type { TranslationMessages } from './en';
import { createTranslator, hasStrings, registerStrings, type I18n, type TFunction } from './translator';

export type { I18n, TFunction, TranslationKey, TranslationValues } from './translator';
export { registerStrings } from './translator';

/**
 * Each language's strings are a chunk of their own: a page loads only its language's (the server
 * names it for src/boot.ts to preload), the other arrives when the reader switches.
 */
const stringLoaders: Record<Language, () => Promise<TranslationMessages>> = {
  en: () => import('./en').then((module) => module.en),
  ne: () => import('./ne').then((module) => module.ne),
};

/** Makes sure the language's strings are registered (loads their chunk once). */
export async function loadLanguage(language: Language): Promise<void> {
  if (hasStrings(language)) return;
  registerStrings(language, await stringLoaders[language]());
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** One year: the language choice outlives sessions. */
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** The `lang` cookie of a Cookie header (the server renders in it), if it names a language. */
export function languageFromCookieHeader(header: string | null | undefined): Language | undefined {
  const value = cookieValue(header, LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : undefined;
}

/**
 * A first visit's language from what the browser prefers (`Accept-Language`, or
 * `navigator.languages`): Nepali when the browser ranks Nepali above English, else English
 * (spec.md's strings). `ne-NP` counts as Nepali; a weight of 0 means "not this one".
 */
export function negotiateLanguage(preferences: string | readonly string[] | null | undefined): Language {
  const entries = typeof preferences === 'string' ? preferences.split(',') : (preferences ?? []);
  let best: { language: Language; weight: number } | undefined;
  entries.forEach((entry, index) => {
    const [tag, ...params] = entry.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const weight = (q === undefined ? 1 : Number(q)) - index * 1e-6; // earlier wins a tie
    const language = tag.split('-')[0];
    if (!isLanguage(language) || !(weight > 0)) return;
    if (!best || weight > best.weight) best = { language, weight };
  });
  return best?.language ?? DEFAULT_LANGUAGE;
}

/**
 * The reader's remembered choice: the `lang` cookie (which the server renders in), else
 * localStorage `lang` (where it was kept before pages were rendered on the server), else what
 * the browser prefers (as the server negotiated it for the first page).
 */
export function readStoredLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const fromCookie = languageFromCookieHeader(document.cookie);
  if (fromCookie) return fromCookie;
  const preferred = () => negotiateLanguage(typeof navigator === 'undefined' ? undefined : navigator.languages);
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : preferred();
  } catch {
    return preferred();
  }
}

/** Remember the choice where the server sees it (the cookie) and where it was kept before. */
export function storeLanguage(language: Language) {
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode); the cookie still carries the choice.
  }
}

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * A translator in the reader's language; `<html lang>` follows every change. Its strings must be
 * registered before it renders (loadLanguage in the browser; the server and the tests register
 * both languages at start).
 */
export function createI18n(language: Language = readStoredLanguage()): I18n {
  const instance = createTranslator(language);
  instance.onLanguageChanged(syncDocumentLanguage);
  syncDocumentLanguage(instance.language);
  return instance;
}

/** Switch the interface language (loading its strings first) and remember the choice. */
export async function setLanguage(instance: I18n, language: Language) {
  storeLanguage(language);
  await loadLanguage(language);
  await instance.changeLanguage(language);
}

export const i18n = createI18n();

const I18nContext = createContext<I18n>(i18n);

/** The translator of the tree below (the app's, or one per language on the server). */
export function I18nProvider({ i18n: value, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * The language the server rendered the page's HTML in, while the browser hydrates it (main.tsx).
 * A Suspense boundary (the page under the layout's) hydrates after the app's first commit, so
 * after the stored choice may already be applied: it must still hydrate in this language.
 */
let hydrationLanguage: Language | undefined;

export function setHydrationLanguage(language: Language) {
  hydrationLanguage = language;
}

const views = new WeakMap<I18n, Map<Language, I18n>>();

/** The translator as seen in one language (its strings and `language`); switching goes to `instance`. */
function viewOf(instance: I18n, language: Language): I18n {
  let byLanguage = views.get(instance);
  if (!byLanguage) views.set(instance, (byLanguage = new Map()));
  let view = byLanguage.get(language);
  if (!view) {
    view = {
      language,
      t: createTranslator(language).t,
      changeLanguage: (next) => instance.changeLanguage(next),
      onLanguageChanged: (listener) => instance.onLanguageChanged(listener),
    };
    byLanguage.set(language, view);
  }
  return view;
}

/**
 * `{ t, i18n }` of the nearest provider; the component renders again after a language switch.
 * While hydrating, the language the HTML was rendered in (React's server snapshot), then the
 * current one: a switch during hydration is a re-render, not a mismatch.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const instance = useContext(I18nContext);
  const view = useSyncExternalStore(
    (onChange) => instance.onLanguageChanged(onChange),
    () => viewOf(instance, instance.language),
    () => viewOf(instance, hydrationLanguage ?? instance.language),
  );
  return { t: view.t, i18n: view };
}
