import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@/config/app';
import { cookieValue } from '@/utils/cookie';
import { en } from './en';
import { ne } from './ne';

export const resources = {
  en: { translation: en },
  ne: { translation: ne },
} as const;

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
 * The reader's remembered choice: the `lang` cookie (which the server renders in), else
 * localStorage `lang` (where it was kept before pages were rendered on the server), else English.
 */
export function readStoredLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const fromCookie = languageFromCookieHeader(document.cookie);
  if (fromCookie) return fromCookie;
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
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

/** A ready i18next instance in the reader's language; `<html lang>` follows every change. */
export function createI18n(language: Language = readStoredLanguage()): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', syncDocumentLanguage);
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  syncDocumentLanguage(instance.language);
  return instance;
}

/** Switch the interface language and remember the choice. */
export async function setLanguage(instance: I18n, language: Language) {
  storeLanguage(language);
  await instance.changeLanguage(language);
}

export const i18n = createI18n();
