/** The admin comment table shows the first 100 characters of a comment (spec §9). */
export const COMMENT_PREVIEW_LENGTH = 100;

/** How long the search box waits for the typing to stop before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;
