import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { splitGuide, type GuideSection, type SplitGuide } from './guide-sections';

/**
 * The guide made for use on a phone the night before: a sticky contents bar from the guide's own
 * headings, foldable sections, and the cue sheet from the script when the page has it. Printing
 * unfolds everything (see the print rules in styles.css).
 */
export function GuideReader({
  html,
  cueSheet,
  sceneLink,
  childGuideHref,
}: {
  /** Sanitised guide HTML, or the same already split by splitGuide (the example guides, split at build). */
  html: string | SplitGuide;
  /** Replaces the engine's cue table when given. */
  cueSheet?: ReactNode;
  /** The run-lines address of the n-th scene (1-based), when the scenes can be run. */
  sceneLink?: (n: number) => string;
  childGuideHref?: string;
}) {
  const { intro, sections } = useMemo(() => (typeof html === 'string' ? splitGuide(html) : html), [html]);
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const allFolded = folded.size === sections.length && sections.length > 0;

  const toggle = (id: string) =>
    setFolded((f) => {
      const next = new Set(f);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  // A jump from the contents bar opens the section it lands on.
  const open = (id: string) =>
    setFolded((f) => {
      if (!f.has(id)) return f;
      const next = new Set(f);
      next.delete(id);
      return next;
    });

  return (
    <>
      <nav className="guide-toc no-print" aria-label="Guide contents">
        <ul className="guide-toc__list">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} onClick={() => open(s.id)}>
                {s.short}
              </a>
            </li>
          ))}
          {childGuideHref && (
            <li>
              <Link to={childGuideHref}>Child guide</Link>
            </li>
          )}
        </ul>
        <button
          type="button"
          className="guide-toc__fold"
          onClick={() => setFolded(allFolded ? new Set() : new Set(sections.map((s) => s.id)))}
        >
          {allFolded ? 'Open all' : 'Fold all'}
        </button>
      </nav>
      <div className="guide-body">
        <div dangerouslySetInnerHTML={{ __html: intro }} />
        {sections.map((s) => (
          <Section
            key={s.id}
            section={s}
            folded={folded.has(s.id)}
            onToggle={() => toggle(s.id)}
            runLink={s.scene && sceneLink ? sceneLink(s.scene) : undefined}
            replacement={s.kind === 'g-cues' ? cueSheet : undefined}
          />
        ))}
      </div>
    </>
  );
}

function Section({
  section,
  folded,
  onToggle,
  runLink,
  replacement,
}: {
  section: GuideSection;
  folded: boolean;
  onToggle: () => void;
  runLink?: string;
  replacement?: ReactNode;
}) {
  const bodyId = `${section.id}-body`;
  return (
    <section id={section.id} className={`g-section guide-section ${section.kind}`} aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`} className="guide-section__title">
        <button type="button" aria-expanded={!folded} aria-controls={bodyId} onClick={onToggle}>
          <span>{section.title}</span>
          <span className="guide-section__chevron" aria-hidden="true">
            {folded ? '+' : '−'}
          </span>
        </button>
      </h2>
      <div id={bodyId} className="guide-section__body" hidden={folded}>
        {runLink && (
          <p className="no-print">
            <Link to={runLink} className="btn btn--outline btn--small">
              Run lines for this scene
            </Link>
          </p>
        )}
        {replacement ?? <div dangerouslySetInnerHTML={{ __html: section.html }} />}
      </div>
    </section>
  );
}
