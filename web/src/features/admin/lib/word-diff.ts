import { diffArrays } from 'diff';

/** A run of the diff: text both have, text only the newer has, text only the older has. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * The words of a text with the whitespace between them kept as tokens of their own. Split only
 * on whitespace that no combining mark follows, so a Devanagari word (consonants, vowel signs,
 * virama, the joiners ZWJ/ZWNJ, which are not whitespace) is never cut inside a grapheme cluster.
 */
export function wordTokens(text: string): string[] {
  return text.split(/(\s+)(?!\p{M})/u).filter((token) => token !== '');
}

/**
 * A word-level diff of `before` → `after` (Myers' algorithm, jsdiff's diffArrays, over the tokens
 * above), with neighbouring runs of one kind joined.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  for (const change of diffArrays(wordTokens(before), wordTokens(after))) {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const text = change.value.join('');
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  }
  return parts;
}

/** Did anything change? */
export const hasChanges = (parts: DiffPart[]) => parts.some((part) => part.kind !== 'same');
