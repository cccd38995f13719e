/** One CSV field, quoted when needed; a leading formula character is defused (CSV injection). */
export function csvField(value: unknown): string {
  let text = value == null ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV line of fields (CRLF-terminated, as RFC 4180 and Excel have it). */
export const csvLine = (fields: unknown[]) => `${fields.map(csvField).join(',')}\r\n`;
