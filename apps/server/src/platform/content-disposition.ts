/**
 * Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / RFC 5987): a header
 * only carries Latin-1, so a name like "李雷" must never go into it raw.
 */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
