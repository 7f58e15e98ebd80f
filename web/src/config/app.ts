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

export const LANGUAGE_STORAGE_KEY = 'lang';
export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

// --- Articles (spec §9) -------------------------------------------------------------------------

export const CATEGORY_SLUGS = { latest: 'latest-news', breaking: 'breaking-news' } as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[keyof typeof CATEGORY_SLUGS];

/** Cache times: article lists 2 minutes, one article 10 minutes, admin stats 30 seconds. */
export const ARTICLE_LIST_STALE_MS = 2 * 60_000;
export const ARTICLE_STALE_MS = 10 * 60_000;
export const ADMIN_STATS_STALE_MS = 30_000;

/**
 * Prefetch 2 seconds after the home page loads (and on hover of a category link): the first
 * page of each category page, 20 latest and 10 breaking. The category pages load the same pages.
 */
export const PREFETCH_DELAY_MS = 2000;
export const CATEGORY_PAGE_SIZE: Record<CategorySlug, number> = { 'latest-news': 20, 'breaking-news': 10 };

export const BREAKING_TICKER_ITEMS = 3;
export const HOME_LATEST_COUNT = 8;
export const BREAKING_SECONDARY_COUNT = 2;
/** The home page's breaking list: the featured story, two more, and one to know whether there are more than 3. */
export const HOME_BREAKING_COUNT = 1 + BREAKING_SECONDARY_COUNT + 1;
export const RELATED_COUNT = 3;
export const DASHBOARD_ROWS = 10;
/** Rows per page of the admin tables: comments, users, the audit (the server takes up to 100). */
export const ADMIN_PAGE_SIZE = 20;
export const CATEGORY_SKELETONS = 12;
/** A related card without a summary shows the first 100 characters of the content. */
export const EXCERPT_LENGTH = 100;
export const SLIDER_INTERVAL_MS = 4000;
export const CONTACT_PROMPT_DELAY_MS = 1000;

export const ARTICLE_TITLE_MAX = 255;
/** Images (article and profile): image types up to 10 MB; the server takes 10 files per upload, 20 extra images per article. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/**
 * The image types the content service stores (it recognises them by their bytes): the file
 * pickers offer these and the client check refuses others before anything is uploaded.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const MAX_UPLOAD_FILES = 10;
export const MAX_ADDITIONAL_IMAGES = 20;

/** Dates of articles are the newsroom's dates: Nepal time (UTC+05:45) in both languages. */
export const NEWSROOM_TIME_ZONE = 'Asia/Kathmandu';
