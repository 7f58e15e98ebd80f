import type { SnippetPart } from '@/api/search-articles';

/** A snippet with the words the query matched in <mark> (plain text parts: nothing is parsed as HTML). */
export function Highlighted({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.marked ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
