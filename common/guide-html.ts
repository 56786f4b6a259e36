/**
 * The HTML a guide may contain, shared by the server's sanitiser (sanitize-html, before storing)
 * and the web's (DOMPurify, before showing). No scripts, handlers, styles, links or images:
 * nothing in a guide can run or fetch anything.
 */
export const GUIDE_ALLOWED_TAGS = [
  'article',
  'section',
  'header',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'blockquote',
  'q',
  'cite',
  'span',
  'div',
  'small',
  'mark',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
  'br',
  'aside',
  'figure',
  'figcaption',
] as const;

/** Attributes allowed on any of those tags; class names must start with "g-". */
export const GUIDE_ALLOWED_ATTRIBUTES = ['class', 'scope', 'aria-label', 'role', 'lang'] as const;

export const GUIDE_CLASS_PATTERN = /^g-[a-z0-9-]+$/;
