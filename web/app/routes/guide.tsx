import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { labelOf, PRODUCTION_TYPES, ROLE_SIZES, type GuideDetail } from '../../../common/contracts/guides';
import type { Rehearsal } from '../../../common/contracts/rehearsal';
import { LoadingScreen } from '../../components/loading-screen';
import { CueSheet } from '../../features/guides/cue-sheet';
import { getGuide } from '../../features/guides/guide-api';
import { cleanGuideHtml } from '../../features/guides/guide-html';
import { GuideReader } from '../../features/guides/guide-reader';
import { getRehearsal } from '../../features/rehearsal/rehearsal-api';
import { ApiError, getToken, messageOf } from '../../lib/api';

/** SPEC §8 Guide view: the failure copy by status. */
function guideLoadError(err: unknown): string {
  if (!(err instanceof ApiError) || err.kind !== 'http') return 'Failed to load guide';
  if (err.status === 401) return 'Authentication failed. Please log in again.';
  if (err.status === 404) return 'Guide not found';
  return `Failed to load guide (HTTP ${err.status})`;
}

/**
 * Guide view (SPEC §2): header line, the cleaned guide, Back to Account; loading, error, not found.
 * Made for use: Print and Run lines at the top, a contents bar, foldable sections, and the cue sheet
 * from the script's own speeches when they can still be read.
 */
export default function GuideView() {
  const { id = '' } = useParams();
  const [guide, setGuide] = useState<GuideDetail | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [rehearsal, setRehearsal] = useState<Rehearsal | null>(null);
  const signedIn = getToken() !== null;
  const error = signedIn ? loadError : 'Authentication required';

  useEffect(() => {
    if (!signedIn) return;
    getGuide(id)
      .then((r) => setGuide(r.guide))
      .catch((err: unknown) => setLoadError(guideLoadError(err)));
    // Only the cue sheet and the per-scene links need it: without it the guide's own cue table stays.
    getRehearsal(id)
      .then(setRehearsal)
      .catch((err: unknown) => console.info('Scenes not loaded for the cue sheet:', messageOf(err)));
  }, [id, signedIn]);
  const html = useMemo(() => (guide ? cleanGuideHtml(guide.generatedHtml) : ''), [guide]);

  useEffect(() => {
    if (guide) document.title = `${guide.characterName} — ${guide.productionTitle} | PrepGold`;
  }, [guide]);

  const back = (
    <Link to="/account" className="btn btn--outline">
      Back to Account
    </Link>
  );
  if (error) {
    return (
      <section className="section">
        <div className="container container--narrow center">
          <h1>{error === 'Guide not found' ? 'Guide not found' : "We couldn't open this guide"}</h1>
          <p role="alert">{error}</p>
          {back}
        </div>
      </section>
    );
  }
  if (!guide) return <LoadingScreen label="Loading your guide…" />;
  const childHref = guide.childGuideRequested && guide.childGuideCompleted ? `/guide/${guide.id}/child` : undefined;
  return (
    <section className="section guide-page">
      <div className="container container--narrow">
        <header className="guide-page__head">
          <p className="eyebrow">{guide.productionTitle}</p>
          <h1>{guide.characterName}</h1>
          <p className="muted">
            {labelOf(PRODUCTION_TYPES, guide.productionType)} • {labelOf(ROLE_SIZES, guide.roleSize)} • {guide.genre}
          </p>
          <div className="cta-row guide-page__actions no-print">
            <Link to={`/guide/${guide.id}/rehearse`} className="btn btn--gold">
              Run lines
            </Link>
            <button type="button" className="btn btn--outline" onClick={() => window.print()}>
              Print / Save as PDF
            </button>
            {childHref && (
              <Link to={childHref} className="btn btn--outline">
                Child's guide
              </Link>
            )}
            {back}
          </div>
        </header>
        <GuideReader
          html={html}
          cueSheet={rehearsal ? <CueSheet rehearsal={rehearsal} /> : undefined}
          sceneLink={rehearsal ? (n) => `/guide/${guide.id}/rehearse?scene=${n}` : undefined}
          childGuideHref={childHref}
        />
        <div className="cta-row no-print">
          {back}
          <button type="button" className="btn btn--outline" onClick={() => window.print()}>
            Print / Save as PDF
          </button>
        </div>
      </div>
    </section>
  );
}
