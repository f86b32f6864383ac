import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list every letter's HTML passes before it is stored (docs/domain/letters.md): text formatting, lists,
 * headings, tables, links and images over http(s). No script, style or iframe element, no event handler, no
 * `style` or `class` attribute (a letter cannot restyle the portal), no `javascript:` or `data:` URL. The web
 * sanitises again (DOMPurify) before it renders, in case a row was written some other way.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links leave the portal in a new tab without handing it the opener.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** The letter's HTML reduced to the allow-list. */
export function sanitizeLetterHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** A value put into a letter template (a domain, a reason): text, never markup. */
export function escapeHtml(value: string | number): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Plain text (a mail body) as letter HTML: escaped, blank-line paragraphs, line breaks kept, and http(s) addresses
 * made links (the allow-list then adds target and rel).
 */
export function textToHtml(text: string): string {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) =>
      escapeHtml(paragraph)
        .replace(/https?:\/\/[^\s<&]+/g, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, '<br />'),
    );
  return sanitizeLetterHtml(paragraphs.map((p) => `<p>${p}</p>`).join(''));
}
