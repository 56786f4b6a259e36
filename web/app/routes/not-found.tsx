import { Link } from 'react-router';

/** Unknown routes. */
export default function NotFound() {
  return (
    <section className="section">
      <div className="container container--narrow center">
        <p className="eyebrow">404</p>
        <h1>We couldn't find that page</h1>
        <p>The link may be old or mistyped. Here are some places to go instead.</p>
        <div className="cta-row cta-row--center">
          <Link to="/" className="btn btn--gold">
            Home
          </Link>
          <Link to="/pricing" className="btn btn--outline">
            Pricing
          </Link>
        </div>
      </div>
    </section>
  );
}
