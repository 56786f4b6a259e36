/**
 * One accessible, print-friendly template for both guides. Every piece of text is escaped here;
 * the result is then sanitised before it is stored. Class names carry the look (the web app's
 * stylesheet, or the standalone wrapper for downloads) — the guide itself has no styles.
 */
import type { ChildGuideDocument, Citation, GuideDocument } from '../../../common/contracts/guides.js';
import { displayName } from './names.js';

export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const list = (items: string[], cls = 'g-list') =>
  items.length ? `<ul class="${cls}">${items.map((i) => `<li>${i}</li>`).join('')}</ul>` : '';
const section = (id: string, heading: string, body: string) =>
  body ? `<section class="g-section g-${id}"><h2>${esc(heading)}</h2>${body}</section>` : '';

/** The page number of a reference ("p.2 · s6" → "2"): people read pages, not speech ids. */
const pageOf = (ref: string) => ref.match(/p\.\s*(\d+)/)?.[1] ?? null;

/** The first words of a line, for a reminder: a short line whole, a long one cut at a word. */
function opening(quote: string, words = 8): string {
  const all = quote.split(/\s+/);
  return all.length <= words
    ? quote
    : `${all
        .slice(0, words)
        .join(' ')
        .replace(/[,;:]$/, '')}…`;
}

/**
 * Quotes each line once: the first mention shows it as a quotation; a later one is a one-line
 * reminder with its first words (a reader on a phone should not scroll back to know which line).
 */
function quoter() {
  const shown = new Set<string>();
  return (c: Citation) => {
    const key = c.line ?? `${c.ref}|${c.quote}`;
    const page = pageOf(c.ref);
    const where = page ? `, page ${page}` : '';
    if (shown.has(key))
      return `<p class="g-ref">(${c.speaker === 'ACTION' ? 'The stage direction' : esc(displayName(c.speaker))}${where}: “${esc(opening(c.quote))}”)</p>`;
    shown.add(key);
    return `<blockquote class="g-quote"><p>${c.speaker === 'ACTION' ? '' : `<strong>${esc(c.speaker)}:</strong> `}${esc(c.quote)}</p>${page ? `<cite class="g-ref">page ${page}</cite>` : ''}</blockquote>`;
  };
}

/** A scene's sub-section, left out when it has nothing to say (never a heading over nothing). */
const part = (heading: string, body: string) => (body ? `<h3>${esc(heading)}</h3>${body}` : '');

function sceneHtml(s: GuideDocument['scenes'][number], i: number, quote: (c: Citation) => string): string {
  const note = (n: { text: string; cite?: Citation }) => `<p>${esc(n.text)}</p>${n.cite ? quote(n.cite) : ''}`;
  const beats = s.beats
    .map(
      (b) =>
        `<li class="g-beat${b.isTurn ? ' g-turn' : ''}"><h4>${esc(b.title)} <span class="g-tactic">(tactic: ${esc(b.tactic)})</span></h4>${quote(b.startsAt)}<p>${esc(b.note)}</p></li>`,
    )
    .join('');
  const relationships = s.relationships
    .map((r) => `<p><strong>${esc(r.partner)}</strong> — ${esc(r.want)}</p>${r.cite ? quote(r.cite) : ''}`)
    .join('');
  const title = /^scene\b/i.test(s.heading) ? s.heading : `Scene ${i + 1}: ${s.heading}`;
  return `<section class="g-section g-scene"><h2>${esc(title)}</h2>
${s.givenCircumstances.map(note).join('')}
<h3>Objective</h3><p class="g-objective">${esc(s.objective.choice)}</p><p>${esc(s.objective.alternate)}</p><p><strong>Obstacle:</strong> ${esc(s.objective.obstacle)}</p><p><strong>Stakes:</strong> ${esc(s.objective.stakes)}</p>
<h3>Relationships</h3>${relationships || '<p>No scene partner speaks in this scene.</p>'}
<h3>The moment before</h3>${note(s.momentBefore)}
${part('Beats and the turn', beats && `<ol class="g-beats">${beats}</ol>`)}
${part('Subtext on the key lines', s.subtext.map((t) => `<div class="g-subtext">${quote(t.cite)}<p>${esc(t.meant)}</p></div>`).join(''))}
${part('Listening', s.discoveries.map(note).join(''))}
${part('Physical life', s.physicality.map(note).join(''))}
<h3>The button</h3><p>${esc(s.button.wanted)}</p>${list(s.button.options.map(esc))}${s.button.dropIt ? `<p class="g-note">${esc(s.button.dropIt)}</p>` : ''}
<h3>One opposite colour (optional)</h3><p class="g-optional">${esc(s.unexpected)}</p>
${part('Your choice where the page is silent', s.actorsChoice.map(note).join(''))}</section>`;
}

/** The adult guide as HTML: the story first, a contents list, then the choices scene by scene. */
export function renderGuide(doc: GuideDocument): string {
  const quote = quoter();
  // Guides carry no links (common/guide-html.ts), so the contents list names the sections in order.
  const contents = [
    'The story',
    'How to play this production',
    ...doc.scenes.map((s, i) => (/^scene\b/i.test(s.heading) ? s.heading : `Scene ${i + 1}: ${s.heading}`)),
    ...(doc.callback ? ['Callback: keep and adjust'] : []),
    'Prep plan',
    'Cue line sheet',
    'Self-tape checklist',
  ];
  const parts: string[] = [
    `<header class="g-header"><h1>${esc(doc.title)}</h1><p class="g-summary">${esc(doc.summary)}</p>${doc.writer.note ? `<p class="g-note">${esc(doc.writer.note)}</p>` : ''}</header>`,
  ];
  if (doc.warnings.length) parts.push(`<aside class="g-warnings" aria-label="Before you start">${list(doc.warnings.map(esc))}</aside>`);
  parts.push(
    `<aside class="g-contents" aria-label="Contents"><ol>${contents.map((label) => `<li>${esc(label)}</li>`).join('')}</ol></aside>`,
  );
  parts.push(section('story', 'The story', doc.story.map((p) => `<p>${esc(p)}</p>`).join('')));
  parts.push(section('context', 'How to play this production', list(doc.contextNotes.map(esc))));
  doc.scenes.forEach((s, i) => parts.push(sceneHtml(s, i, quote)));
  if (doc.callback)
    parts.push(
      section(
        'callback',
        'Callback: keep and adjust',
        `<h3>Keep</h3>${list(doc.callback.keep.map(esc))}<h3>Adjust</h3>${list(doc.callback.adjust.map(esc))}`,
      ),
    );
  parts.push(
    section(
      'prep',
      'Prep plan',
      `<p>${esc(doc.prepPlan.timeLeft)}</p><ol class="g-list">${doc.prepPlan.steps.map((s) => `<li>${esc(s)}</li>`).join('')}</ol>`,
    ),
  );
  parts.push(
    section(
      'cues',
      'Cue line sheet',
      `<table class="g-cues"><thead><tr><th scope="col">Cue</th><th scope="col">Your line</th></tr></thead><tbody>${doc.cueSheet.map((q) => `<tr><td>${q.cue ? `<strong>${esc(q.cue.speaker)}:</strong> ${esc(q.cue.quote)}` : '<em>(you start)</em>'}</td><td>${esc(q.line.quote)} <small>p. ${esc(pageOf(q.line.ref) ?? '')}</small></td></tr>`).join('')}</tbody></table>`,
    ),
  );
  parts.push(section('selftape', 'Self-tape checklist', list(doc.selfTape.map(esc))));
  return `<article class="g-guide">${parts.join('\n')}</article>`;
}

/** The child's guide as HTML. */
export function renderChildGuide(doc: ChildGuideDocument): string {
  const block = (id: string, heading: string, items: string[]) => section(id, heading, list(items.map(esc)));
  return `<article class="g-guide g-child"><header class="g-header"><h1>${esc(doc.title)}</h1></header>
${block('story', 'Tell the story', doc.story)}
${block('who', 'Who you are', doc.whoYouAre)}
${block('want', 'What you want', doc.whatYouWant)}
${block('what-if', 'What would you do if…', doc.whatWouldYouDo)}
${block('games', 'Games for your lines', doc.lineGames)}
${block('body', 'Your body and voice', doc.bodyAndVoice)}
<section class="g-section g-parent"><h2>For the grown-up</h2>${doc.parentFlags.length ? `<aside class="g-warnings" aria-label="Please read first">${list(doc.parentFlags.map(esc))}</aside>` : ''}${list(doc.parentNotes.map(esc))}</section></article>`;
}

/** Wraps sanitised guide HTML in a standalone, printable document (for downloads) with our own stylesheet. */
export function standaloneDocument(title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><style>
body{font-family:Georgia,serif;max-width:720px;margin:2rem auto;padding:0 1.25rem;line-height:1.6;color:#1b2333}
h1{font-size:1.8rem}h2{font-size:1.35rem;margin-top:2rem;border-bottom:2px solid #e8b73a;padding-bottom:.2rem}
li{margin:.4rem 0}.g-warnings{background:#fff4d6;border-radius:10px;padding:.5rem 1rem}
blockquote{margin:.5rem 0;padding:.4rem .8rem;border-left:4px solid #e8b73a;background:#faf7ef}
@media print{body{margin:0}h2{break-after:avoid}}
</style></head><body>${bodyHtml}</body></html>`;
}
