/** An ILIKE pattern matching `text` anywhere, with LIKE's own characters (\ % _) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
