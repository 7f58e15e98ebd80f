import type { TranslationKey } from '@/lib/i18n';
import { MIN_PASSWORD_LENGTH } from '@/config/app';

/** A practical e-mail check: one @, something before it, a dotted domain after it, no spaces. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export function isBlank(value: string | null | undefined): boolean {
  return !value || value.trim().length === 0;
}

export function isLongEnoughPassword(value: string): boolean {
  return value.length >= MIN_PASSWORD_LENGTH;
}

/** A key of the interface strings (lib/i18n/en.ts). */
export type MessageKey = TranslationKey;

/** Field name → translation key of its error message; empty when the values are valid. */
export type FieldErrors<T> = Partial<Record<keyof T, MessageKey>>;

export function hasErrors<T>(errors: FieldErrors<T>): boolean {
  return Object.values(errors).some(Boolean);
}
