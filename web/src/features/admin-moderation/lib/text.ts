/**
 * The first `max` characters of a text, with "…" when there was more (the admin comment table,
 * spec §9: 100 characters). Characters are counted as the comment rules count them: an emoji
 * is one character and is never cut in half.
 */
export function truncateText(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}

/** "First Last", or the fallback when both are empty. */
export function fullName(
  person: { firstName?: string | null; lastName?: string | null } | null | undefined,
  fallback: string,
) {
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim();
  return name || fallback;
}
