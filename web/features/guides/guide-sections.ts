/**
 * The guide page's navigation, built from the headings the guide actually has: the engine writes
 * `<section class="g-section g-…"><h2>…</h2>…</section>`, and the page turns each into a foldable
 * section with an anchor and a short name for the contents bar. A user's guide is split in the browser; the
 * example guides are split at build (vite.config.ts), so their pages hydrate without parsing the guide.
 */

/** One section of a guide as the page shows it. */
export interface GuideSection {
  /** Anchor, unique on the page. */
  id: string;
  /** The section's own heading. */
  title: string;
  /** A short name for the contents bar ("Story", "Scene 2", "Cue sheet"). */
  short: string;
  /** The engine's class for it ("g-story", "g-scene", "g-cues"), or "". */
  kind: string;
  /** The section's HTML without its heading (already sanitised). */
  html: string;
  /** For a scene, its number (1-based) in the guide. */
  scene?: number;
}

// Short names by the engine's section class; any other section keeps its heading, cut short.
const SHORT: Record<string, string> = {
  'g-story': 'Story',
  'g-context': 'How to play it',
  'g-callback': 'Callback',
  'g-prep': 'Plan',
  'g-cues': 'Cue sheet',
  'g-selftape': 'Self-tape',
};

const cut = (s: string, n = 22) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** A guide split for the page: what comes before the sections, and the sections themselves. */
export interface SplitGuide {
  intro: string;
  sections: GuideSection[];
}

/** Splits sanitised guide HTML into what comes before the sections and the sections themselves. */
export function splitGuide(cleanHtml: string): SplitGuide {
  const doc = new DOMParser().parseFromString(`<div>${cleanHtml}</div>`, 'text/html');
  const root = doc.body.firstElementChild!;
  // The engine's own contents list is plain text; the page's contents bar replaces it.
  root.querySelectorAll('.g-contents').forEach((el) => el.remove());
  const sections: GuideSection[] = [];
  const used = new Set<string>();
  let scene = 0;
  root.querySelectorAll('section.g-section').forEach((el) => {
    const heading = el.querySelector(':scope > h2');
    const title = heading?.textContent?.trim() ?? '';
    heading?.remove();
    const kind = [...el.classList].find((c) => c !== 'g-section') ?? '';
    const isScene = kind === 'g-scene';
    if (isScene) scene += 1;
    const short = isScene ? `Scene ${scene}` : (SHORT[kind] ?? cut(title));
    let id = `guide-${(isScene ? `scene-${scene}` : kind.replace(/^g-/, '')) || 'section'}`;
    while (used.has(id)) id += '-more';
    used.add(id);
    sections.push({ id, title, short, kind, html: el.innerHTML, ...(isScene ? { scene } : {}) });
    el.remove();
  });
  return { intro: root.innerHTML, sections };
}
