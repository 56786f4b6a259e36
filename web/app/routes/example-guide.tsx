import { use, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { GuideReader } from '../../features/guides/guide-reader';
import { loadExample } from '../../features/marketing/example-data';
import { EXAMPLE_GUIDES } from '../../features/marketing/examples';

const CHILD_GUIDE_ID = 'example-child-guide';

/**
 * An example guide at /examples/{slug}: a guide the product's engine wrote from original sides,
 * shown the way the guide page shows a user's guide (contents bar, foldable sections; cleaned and split
 * at build, not here), with the child's guide below it when the example has one.
 */
export default function ExampleGuidePage() {
  const { slug = '' } = useParams();
  const example = use(loadExample(slug));
  const card = EXAMPLE_GUIDES.find((e) => e.slug === slug);
  const childHtml = example?.childHtml ?? '';

  useEffect(() => {
    if (example) document.title = `${example.characterName} — ${example.productionTitle}: an example guide | PrepGold`;
  }, [example]);

  const back = (
    <Link to="/examples" className="btn btn--outline">
      All examples
    </Link>
  );
  if (!example || !card) {
    return (
      <section className="section">
        <div className="container container--narrow center">
          <h1>Example not found</h1>
          <p>There is no example guide at this address.</p>
          {back}
        </div>
      </section>
    );
  }
  return (
    <section className="section guide-page">
      <div className="container container--narrow">
        <header className="guide-page__head">
          <p className="eyebrow">
            Example guide · {card.title} · {card.role}
          </p>
          <h1>
            {example.characterName} <span className="muted">in {example.productionTitle}</span>
          </h1>
          <p className="muted">
            {example.productionTypeLabel} • {example.roleSizeLabel} • {example.genre} • actor age {example.actorAge}
          </p>
          <p>
            PrepGold wrote this guide from original sides written for this page, exactly as it writes yours: the same reading of the pages,
            the same guide, nothing edited by hand.
          </p>
          <div className="cta-row guide-page__actions no-print">
            <Link to="/register" className="btn btn--gold">
              Get Started
            </Link>
            <button type="button" className="btn btn--outline" onClick={() => window.print()}>
              Print / Save as PDF
            </button>
            {childHtml && (
              <a href={`#${CHILD_GUIDE_ID}`} className="btn btn--outline">
                The child's guide
              </a>
            )}
            {back}
          </div>
        </header>
        <GuideReader html={example.guide} />
        {childHtml && (
          <section id={CHILD_GUIDE_ID} className="guide-body example-child" aria-labelledby={`${CHILD_GUIDE_ID}-title`}>
            <h2 id={`${CHILD_GUIDE_ID}-title`}>The child's guide</h2>
            <div dangerouslySetInnerHTML={{ __html: childHtml }} />
          </section>
        )}
        <div className="cta-row no-print">
          <Link to="/register" className="btn btn--gold">
            Get Started
          </Link>
          {back}
        </div>
      </div>
    </section>
  );
}
