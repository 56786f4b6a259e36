import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { labelOf, PRODUCTION_TYPES, ROLE_SIZES, type GuideDetail } from '../../../common/contracts/guides';
import { LoadingScreen } from '../../components/loading-screen';
import { getGuide } from '../../features/guides/guide-api';
import { cleanGuideHtml } from '../../features/guides/guide-html';
import { ApiError, getToken } from '../../lib/api';

/** SPEC §8 Guide view: the failure copy by status. */
function guideLoadError(err: unknown): string {
  if (!(err instanceof ApiError) || err.kind !== 'http') return 'Failed to load guide';
  if (err.status === 401) return 'Authentication failed. Please log in again.';
  if (err.status === 404) return 'Guide not found';
  return `Failed to load guide (HTTP ${err.status})`;
}

/** Guide view (SPEC §2): header line, the cleaned guide, Back to Account; loading, error, not found. */
export default function GuideView() {
  const { id = '' } = useParams();
  const [guide, setGuide] = useState<GuideDetail | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const signedIn = getToken() !== null;
  const error = signedIn ? loadError : 'Authentication required';

  useEffect(() => {
    if (!signedIn) return;
    getGuide(id)
      .then((r) => setGuide(r.guide))
      .catch((err: unknown) => setLoadError(guideLoadError(err)));
  }, [id, signedIn]);

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
  return (
    <section className="section guide-page">
      <div className="container container--narrow">
        <header className="guide-page__head">
          <p className="eyebrow">{guide.productionTitle}</p>
          <h1>{guide.characterName}</h1>
          <p className="muted">
            {labelOf(PRODUCTION_TYPES, guide.productionType)} • {labelOf(ROLE_SIZES, guide.roleSize)} • {guide.genre}
          </p>
          <div className="no-print">{back}</div>
        </header>
        <div className="guide-body" dangerouslySetInnerHTML={{ __html: cleanGuideHtml(guide.generatedHtml) }} />
        <div className="cta-row no-print">
          {back}
          <button type="button" className="btn btn--outline" onClick={() => window.print()}>
            Print
          </button>
        </div>
      </div>
    </section>
  );
}
