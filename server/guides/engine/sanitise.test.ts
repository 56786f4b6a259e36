import { expect, test } from 'vitest';
import { sanitiseGuideHtml } from './sanitise.js';

test('scripts, handlers, styles, links, images and foreign classes are removed', () => {
  const dirty = `<article class="g-guide evil"><h1 onclick="alert(1)">Hi</h1><script>alert(1)</script><style>h1{color:red}</style>
<p style="text-shadow:0 0 2px red;opacity:0.01">x</p><a href="https://evil.example">link</a><img src="https://evil.example/t.png">
<iframe src="https://evil.example"></iframe><svg><script>alert(1)</script></svg><blockquote class="g-quote">ok</blockquote></article>`;
  const clean = sanitiseGuideHtml(dirty);
  expect(clean).not.toMatch(/script|onclick|style|href|src=|iframe|svg|evil|alert/i);
  expect(clean).toContain('<article class="g-guide"><h1>Hi</h1>');
  expect(clean).toContain('<blockquote class="g-quote">ok</blockquote>');
  expect(clean).toContain('<p>x</p>');
});
