import sanitizeHtml from 'sanitize-html';

/**
 * Job descriptions are rich text shown as HTML on the detail page: keep formatting, drop
 * scripts, styles, event handlers and javascript: links (issue 3: sanitised on write).
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'h1',
      'h2',
      'h3',
      'h4',
      'blockquote',
      'code',
      'pre',
      'a',
      'span',
      'hr',
    ],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    },
  }).trim();
}

/** Plain text (newlines → paragraphs) becomes safe HTML; HTML is sanitised as is. */
export function descriptionToHtml(input: string): string {
  const looksLikeHtml = /<\/?[a-z][\s\S]*>/i.test(input);
  if (looksLikeHtml) return sanitizeDescription(input);
  return input
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(
      (paragraph) =>
        `<p>${sanitizeHtml(paragraph, { allowedTags: [], allowedAttributes: {} }).replaceAll('\n', '<br>')}</p>`,
    )
    .join('');
}
