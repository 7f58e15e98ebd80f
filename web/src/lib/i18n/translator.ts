import type { Language } from '@/config/app';
import type { en, TranslationMessages } from './en';

/**
 * The interface strings' translator: nested keys ("nav.home"), `{{name}}` interpolation and
 * plurals by `count` (`key_one` / `key_other`, chosen with Intl.PluralRules as i18next does).
 * Our own few lines instead of i18next and react-i18next (about 21 KB gzipped on every reader
 * page): the portal uses nothing else of them. The strings of a language are registered once
 * (lib/i18n/index.ts loads them); only the active language's reach the browser.
 */

/** "a.b" for every string of a nested strings object. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type PluralBase<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : never;

/** A key of the interface strings (lib/i18n/en.ts); a plural's key without its suffix. */
export type TranslationKey = Leaves<typeof en> | PluralBase<Leaves<typeof en>>;

export type TranslationValues = Record<string, string | number | null | undefined>;

export type TFunction = (key: TranslationKey, values?: TranslationValues) => string;

export interface I18n {
  /** The interface language. */
  readonly language: Language;
  /** A new function for each language (so effects that use it run again after a switch). */
  readonly t: TFunction;
  /** Switch (the language's strings must be registered); listeners hear of it. */
  changeLanguage(language: Language): Promise<void>;
  /** Called after every switch; returns the unsubscribe. */
  onLanguageChanged(listener: (language: Language) => void): () => void;
}

const registered = new Map<Language, TranslationMessages>();

export function registerStrings(language: Language, strings: TranslationMessages) {
  registered.set(language, strings);
}

export function hasStrings(language: Language): boolean {
  return registered.has(language);
}

function lookup(strings: TranslationMessages | undefined, key: string): string | undefined {
  let node: unknown = strings;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const INTERPOLATION = /\{\{\s*(\w+)\s*\}\}/g;

function translator(language: Language): TFunction {
  const plurals = new Intl.PluralRules(language);
  return (key, values) => {
    const strings = registered.get(language);
    let text: string | undefined;
    if (typeof values?.count === 'number') {
      text = lookup(strings, `${key}_${plurals.select(values.count)}`) ?? lookup(strings, `${key}_other`);
    }
    text ??= lookup(strings, key);
    // A missing string shows its key (as i18next does), never an empty label.
    if (text === undefined) return key;
    if (!values) return text;
    return text.replace(INTERPOLATION, (placeholder, name: string) =>
      values[name] === undefined || values[name] === null ? placeholder : String(values[name]),
    );
  };
}

export function createTranslator(initial: Language): I18n {
  const listeners = new Set<(language: Language) => void>();
  let language = initial;
  let t = translator(initial);
  return {
    get language() {
      return language;
    },
    get t() {
      return t;
    },
    async changeLanguage(next) {
      if (next === language) return;
      language = next;
      t = translator(next);
      for (const listener of listeners) listener(next);
    },
    onLanguageChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
