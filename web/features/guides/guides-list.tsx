import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { labelOf, PRODUCTION_TYPES, ROLE_SIZES, type GuideSummary } from '../../../common/contracts/guides';
import { LoadingScreen } from '../../components/loading-screen';
import { ApiError } from '../../lib/api';
import { PRIVACY_MESSAGES } from '../../../common/contracts/privacy';
import { toast } from 'sonner';
import { deleteGuide, listGuides, toggleFavorite } from './guide-api';
import { formatDate } from '../../lib/format';

/** The account's guides (SPEC §2 Account): count, favourites filter, star, view, the child guide's page (with its download), delete. */
export function GuidesList() {
  const [guides, setGuides] = useState<GuideSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [favoritesOnly, setFavoritesOnly] = useState(false);

  useEffect(() => {
    listGuides()
      .then((r) => (r.success ? setGuides(r.guides) : setError(r.error ?? 'Failed to fetch guides')))
      .catch((err) =>
        setError(err instanceof ApiError && err.status ? (err.serverMessage ?? `HTTP ${err.status}`) : 'Failed to fetch guides'),
      );
  }, []);

  const star = async (g: GuideSummary) => {
    try {
      const { guide } = await toggleFavorite(g.id);
      setGuides((list) => list?.map((x) => (x.id === g.id ? { ...x, isFavorite: guide.isFavorite } : x)) ?? null);
    } catch (err) {
      console.info('Favourite not saved:', (err as Error).message);
    }
  };

  const remove = async (g: GuideSummary) => {
    if (!window.confirm(PRIVACY_MESSAGES.confirmDeleteGuide(g.characterName, g.productionTitle))) return;
    try {
      await deleteGuide(g.id);
      setGuides((list) => list?.filter((x) => x.id !== g.id) ?? null);
      toast.success('Guide deleted');
    } catch (err) {
      toast.error(err instanceof ApiError ? (err.serverMessage ?? err.message) : 'Failed to delete guide');
    }
  };

  if (error) {
    return (
      <div className="banner banner--warning" role="alert">
        <p>{error}</p>
        <button type="button" className="btn btn--outline btn--small" onClick={() => window.location.reload()}>
          Try Again
        </button>
      </div>
    );
  }
  if (!guides) return <LoadingScreen label="Loading your guides…" />;
  const shown = favoritesOnly ? guides.filter((g) => g.isFavorite) : guides;

  return (
    <section aria-labelledby="guides-title">
      <div className="guides__head">
        <h2 id="guides-title">Your Guides ({guides.length})</h2>
        <div className="guides__actions">
          <button
            type="button"
            className="btn btn--outline btn--small"
            aria-pressed={favoritesOnly}
            onClick={() => setFavoritesOnly((f) => !f)}
          >
            {favoritesOnly ? 'Show All' : 'Favorites Only'}
          </button>
          <Link to="/create-guide" className="btn btn--gold btn--small">
            + Create New Guide
          </Link>
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="empty">{favoritesOnly ? 'No favorite guides yet.' : 'No guides created yet.'}</p>
      ) : (
        <ul className="guide-list">
          {shown.map((g) => (
            <li key={g.id} className="card guide-item">
              <button
                type="button"
                className={`star${g.isFavorite ? ' star--on' : ''}`}
                aria-pressed={g.isFavorite}
                aria-label={`${g.isFavorite ? 'Remove' : 'Add'} ${g.characterName} — ${g.productionTitle} ${g.isFavorite ? 'from' : 'to'} favorites`}
                onClick={() => void star(g)}
              >
                {g.isFavorite ? '★' : '☆'}
              </button>
              <div className="guide-item__main">
                <h3>
                  {g.characterName} <span className="muted">· {g.productionTitle}</span>
                </h3>
                <p className="muted">
                  {labelOf(PRODUCTION_TYPES, g.productionType)} • {labelOf(ROLE_SIZES, g.roleSize)} • {g.genre} ·{' '}
                  {formatDate(g.createdAt, 'short')}
                </p>
              </div>
              <div className="guide-item__actions">
                <a className="btn btn--gold btn--small" href={`/guide/${g.id}`} target="_blank" rel="noopener noreferrer">
                  View Guide<span className="visually-hidden">: {g.characterName} (opens in a new tab)</span>
                </a>
                {g.childGuideRequested && g.childGuideCompleted && (
                  <a className="btn btn--outline btn--small" href={`/guide/${g.id}/child`} target="_blank" rel="noopener noreferrer">
                    Child's Guide<span className="visually-hidden"> for {g.characterName} (opens in a new tab)</span>
                  </a>
                )}
                <button type="button" className="btn btn--danger btn--small" onClick={() => void remove(g)}>
                  Delete
                  <span className="visually-hidden">
                    {' '}
                    guide {g.characterName} — {g.productionTitle}
                  </span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
