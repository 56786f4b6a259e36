/**
 * Guide HTML as the page shows it: sanitised again in the browser with the shared allow-list,
 * after the spec's clean-up (style blocks, text shadows and near-invisible opacity removed).
 */
import DOMPurify from 'dompurify';
import { GUIDE_ALLOWED_ATTRIBUTES, GUIDE_ALLOWED_TAGS, GUIDE_CLASS_PATTERN } from '../../../common/guide-html';

/** The spec's display clean-up (SPEC §2 Guide view), applied before sanitising. */
export function stripPresentation(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/gi, '')
    .replace(/text-shadow\s*:[^;"']*;?/gi, '')
    .replace(/opacity\s*:\s*0?\.0\d*\s*;?/gi, '');
}

/** Safe HTML for dangerouslySetInnerHTML; `embedded` demotes the guide's own h1 under the page's heading. */
export function cleanGuideHtml(html: string, { embedded = true } = {}): string {
  const clean = DOMPurify.sanitize(stripPresentation(html), {
    ALLOWED_TAGS: [...GUIDE_ALLOWED_TAGS],
    ALLOWED_ATTR: [...GUIDE_ALLOWED_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
  });
  // Drop any class outside the guide's own names.
  const doc = new DOMParser().parseFromString(`<div>${clean}</div>`, 'text/html');
  doc.querySelectorAll('[class]').forEach((el) => {
    const kept = [...el.classList].filter((c) => GUIDE_CLASS_PATTERN.test(c));
    if (kept.length) el.setAttribute('class', kept.join(' '));
    else el.removeAttribute('class');
  });
  if (embedded) {
    doc.querySelectorAll('h1').forEach((h1) => {
      const p = doc.createElement('p');
      p.className = 'g-title';
      p.textContent = h1.textContent;
      h1.replaceWith(p);
    });
  }
  return doc.body.firstElementChild!.innerHTML;
}

/** A standalone page (the child guide tab), sanitised here before it is written. */
export function guidePage(title: string, html: string): string {
  const safeTitle = title.replace(/[<>&"]/g, '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${safeTitle}</title><style>body{font-family:Georgia,serif;max-width:720px;margin:2rem auto;padding:0 1.25rem;line-height:1.7;color:#1b2333;font-size:1.15rem}h2{border-bottom:2px solid #e8b73a}li{margin:.5rem 0}</style></head><body>${cleanGuideHtml(html, { embedded: false })}</body></html>`;
}
