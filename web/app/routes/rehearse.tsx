import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Rehearsal } from '../../../common/contracts/rehearsal';
import { LoadingScreen } from '../../components/loading-screen';
import { getRehearsal } from '../../features/rehearsal/rehearsal-api';
import { RunLines } from '../../features/rehearsal/run-lines-player';
import { ApiError } from '../../lib/api';

/** Why the scenes could not be loaded, in the user's words. */
function loadError(err: unknown): string {
  if (!(err instanceof ApiError) || err.kind !== 'http') return 'Could not load your scenes. Check your connection and try again.';
  if (err.status === 401) return 'Authentication failed. Please log in again.';
  if (err.status === 404) return err.serverMessage ?? 'Guide not found';
  return `Could not load your scenes (HTTP ${err.status})`;
}

/** Run lines (/guide/{id}/rehearse): the phone reads the other parts, the actor answers. */
export default function Rehearse() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const [rehearsal, setRehearsal] = useState<Rehearsal | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    getRehearsal(id)
      .then(setRehearsal)
      .catch((err: unknown) => setError(loadError(err)));
  }, [id]);

  useEffect(() => {
    if (rehearsal) document.title = `Run lines: ${rehearsal.character} — ${rehearsal.productionTitle} | PrepGold`;
  }, [rehearsal]);

  const back = (
    <Link to={`/guide/${id}`} className="btn btn--outline">
      Back to the guide
    </Link>
  );
  if (error) {
    return (
      <section className="section">
        <div className="container container--narrow center">
          <h1>We can't run these lines</h1>
          <p role="alert">{error}</p>
          {back}
        </div>
      </section>
    );
  }
  if (!rehearsal) return <LoadingScreen label="Loading your scenes…" />;
  return (
    <section className="section">
      <div className="container container--narrow">
        <header className="guide-page__head">
          <p className="eyebrow">{rehearsal.productionTitle}</p>
          <h1>Run lines: {rehearsal.character}</h1>
          {back}
        </header>
        {rehearsal.scenes.length === 0 ? (
          <p>We couldn't find a scene with your lines in it.</p>
        ) : (
          <RunLines rehearsal={rehearsal} initialScene={Number(search.get('scene') ?? 1) - 1} />
        )}
      </div>
    </section>
  );
}
