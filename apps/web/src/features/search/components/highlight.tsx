import { matchParts } from '../lib/search-options.ts';

/** `text` with every occurrence of `query` marked, whatever its case. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const parts = matchParts(text, query);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
      <mark key={index} className="rounded-sm bg-brand-100 px-px text-inherit">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}
