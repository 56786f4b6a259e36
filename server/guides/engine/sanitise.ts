/** Server-side sanitising of guide HTML with sanitize-html and the shared allow-list. */
import sanitizeHtml from 'sanitize-html';
import { GUIDE_ALLOWED_ATTRIBUTES, GUIDE_ALLOWED_TAGS, GUIDE_CLASS_PATTERN } from '../../../common/guide-html.js';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...GUIDE_ALLOWED_TAGS],
  allowedAttributes: { '*': [...GUIDE_ALLOWED_ATTRIBUTES] },
  allowedClasses: { '*': [GUIDE_CLASS_PATTERN] },
  allowedSchemes: [],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside removed script/style elements goes too, not just the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'svg', 'math'],
};

/** Returns guide HTML with everything outside the allow-list removed. */
export function sanitiseGuideHtml(html: string): string {
  return sanitizeHtml(html, options);
}
