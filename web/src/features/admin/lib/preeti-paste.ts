import { useState, type ClipboardEvent } from 'react';
import { looksLikePreeti, preetiToUnicode } from '@/lib/preeti';

/** Pasted text in the Preeti encoding, as Unicode Devanagari; null when it does not look like Preeti. */
export function convertPreetiPaste(text: string): string | null {
  if (!text.trim() || !looksLikePreeti(text)) return null;
  return preetiToUnicode(text);
}

/** The text with `insert` put over its characters `start` to `end` (a paste over the selection). */
export const replaceRange = (value: string, start: number, end: number, insert: string) =>
  value.slice(0, start) + insert + value.slice(end);

/** What the last converted paste needs to be put back: the text before it and the pasted text. */
interface PastedPreeti {
  before: string;
  start: number;
  end: number;
  original: string;
}

/**
 * Preeti paste for a text field (the title, the summary): text in Preeti is converted as it is
 * pasted; `notice` is set until the next change, and `undo` puts back what was pasted.
 */
export function usePreetiField(value: string, onChange: (value: string) => void) {
  const [pasted, setPasted] = useState<PastedPreeti | null>(null);
  const onPaste = (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const original = event.clipboardData.getData('text/plain');
    const converted = convertPreetiPaste(original);
    if (converted === null) return;
    event.preventDefault();
    const field = event.currentTarget;
    const start = field.selectionStart ?? value.length;
    const end = field.selectionEnd ?? start;
    // A single-line field keeps one line (as the browser does with a plain paste).
    const text = field instanceof HTMLInputElement ? converted.replace(/\s*\n\s*/g, ' ') : converted;
    onChange(replaceRange(value, start, end, text));
    setPasted({ before: value, start, end, original });
  };
  return {
    notice: pasted !== null,
    onPaste,
    onChange: (next: string) => {
      setPasted(null);
      onChange(next);
    },
    undo: () => {
      if (!pasted) return;
      onChange(replaceRange(pasted.before, pasted.start, pasted.end, pasted.original));
      setPasted(null);
    },
  };
}
