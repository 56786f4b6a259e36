import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { EXAMPLE_GUIDES, examplePath } from '../../features/marketing/examples';
import { useSettings } from '../../lib/public-settings';

/**
 * Nine example guides (SPEC §2 Examples): each card opens the example's page in the app, or, when the
 * operator configured EXAMPLE_GUIDE_URLS, its external link in a new tab as the spec shows it.
 */
export default function Examples() {
  const { exampleGuideUrls } = useSettings();
  return (
    <>
      <PageHeader title="Example Guides">
        <p>See what a PrepGold guide looks like for different kinds of roles and productions.</p>
      </PageHeader>
      <section className="section">
        <div className="container">
          <ul className="grid grid--3">
            {EXAMPLE_GUIDES.map((ex, i) => {
              const url = exampleGuideUrls[i];
              return (
                <li key={ex.title} className="card example">
                  <p className="example__role">{ex.role}</p>
                  <h2 className="example__title">{ex.title}</h2>
                  <p>{ex.blurb}</p>
                  {url ? (
                    <a className="btn btn--outline" href={url} target="_blank" rel="noopener noreferrer">
                      View example
                      <span className="visually-hidden">
                        : {ex.title} {ex.role} (opens in a new tab)
                      </span>
                    </a>
                  ) : (
                    <Link className="btn btn--outline" to={examplePath(ex.slug)}>
                      View example
                      <span className="visually-hidden">
                        : {ex.title} {ex.role}
                      </span>
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
          <div className="cta-row cta-row--center">
            <Link to="/register" className="btn btn--gold btn--large">
              Get Started
            </Link>
            <Link to="/pricing" className="btn btn--outline btn--large">
              View Pricing
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
