/**
 * Fixed facts of the portal. The brand is Nepali in both interface languages.
 * The contact address can be overridden at build time with VITE_CONTACT_EMAIL.
 */
export const BRAND_NAME = 'सगरमाथा समाचार';
export const BRAND_TAGLINE = 'सत्य, निष्पक्ष र निर्भीक खबर';

export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL || 'contact@sagarmathasamachar.com.np';

/** Milliseconds, spec §9. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;
export const ADMIN_REDIRECT_DELAY_MS = 1000;
export const RESET_REDIRECT_DELAY_MS = 3000;

export const MIN_PASSWORD_LENGTH = 6;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const LANGUAGE_STORAGE_KEY = 'lang';
export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
