import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { ChildGuideDownload } from '../../features/guides/child-guide-download';
import { getChildGuide } from '../../features/guides/guide-api';
import { cleanGuideHtml } from '../../features/guides/guide-html';
import { ApiError } from '../../lib/api';

/** The child guide page's failure copy, in the spec's child guide words (SPEC §8). */
function childLoadError(err: unknown): string {
  if (err instanceof ApiError && err.kind === 'http') {
    if (err.status === 401) return 'Authentication failed. Please log in again.';
    return `Failed to load child guide: ${err.serverMessage ?? err.message}`;
  }
  return `Error loading child guide: ${err instanceof Error ? err.message : String(err)}`;
}

/** The child's guide (/guide/{id}/child): large type for a young reader, printable on one sheet, with the download kept. */
export default function ChildGuide() {
  const { id = '' } = useParams();
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    getChildGuide(id)
      .then((r) => setHtml(cleanGuideHtml(r.html, { embedded: false })))
      .catch((err: unknown) => setError(childLoadError(err)));
  }, [id]);

  useEffect(() => {
    if (html)
      document.title = `${new DOMParser().parseFromString(html, 'text/html').querySelector('h1')?.textContent ?? "Child's guide"} | PrepGold`;
  }, [html]);

  const back = (
    <Link to={`/guide/${id}`} className="btn btn--outline">
      Grown-up's guide
    </Link>
  );
  if (error) {
    return (
      <section className="section">
        <div className="container container--narrow center">
          <h1>We couldn't open the child's guide</h1>
          <p role="alert">{error}</p>
          {back}
        </div>
      </section>
    );
  }
  if (html === null) return <LoadingScreen label="Loading the child's guide…" />;
  return (
    <section className="section child-page">
      <div className="container container--narrow">
        <div className="cta-row child-page__actions no-print">
          <button type="button" className="btn btn--gold" onClick={() => window.print()}>
            Print / Save as PDF
          </button>
          <Link to={`/guide/${id}/rehearse`} className="btn btn--outline">
            Run lines
          </Link>
          <ChildGuideDownload guideId={id} />
          {back}
        </div>
        <div className="guide-body child-body" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </section>
  );
}
