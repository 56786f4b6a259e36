import { Link } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { TESTIMONIALS, displayAuthorName, productReviewJsonLd } from '../../features/marketing/testimonials';

const STEPS = [
  { title: 'Upload Sides', text: 'Drop in the PDF your agent or casting sent. PDF works best; clean scans give faster turnaround.' },
  { title: 'Fill Details', text: 'Character and production info: the role, the age, the type of show, and any callback notes.' },
  {
    title: 'Get Your Guide',
    text: 'A coaching guide about your exact lines — beats, objectives, subtext, physicality and the button — plus a guide your child can read.',
  },
];

function CallToAction() {
  const { user } = useAuth();
  return (
    <div className="cta-row">
      <Link to={user ? '/account' : '/register'} className="btn btn--gold btn--large">
        Get Started
      </Link>
      <Link to="/examples" className="btn btn--outline-light btn--large">
        See Examples
      </Link>
    </div>
  );
}

/** The landing page (SPEC §2 Landing). */
export default function Landing() {
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: productReviewJsonLd() }} />
      <section className="hero">
        <div className="container hero__inner">
          <p className="eyebrow">Audition sides in. A coaching guide out.</p>
          <h1 className="hero__title">
            Audition prep parents call <span className="gold">GOLD</span>.
          </h1>
          <p className="hero__tagline">
            Upload tonight's sides and get a guide about <em>those exact lines</em>: what your young actor wants, where the scene turns,
            what's under the words, and how to end it — in minutes, not days.
          </p>
          <CallToAction />
        </div>
      </section>

      <section className="section" aria-labelledby="how-title">
        <div className="container">
          <h2 id="how-title" className="section__title">
            How It Works
          </h2>
          <ol className="steps">
            {STEPS.map((s, i) => (
              <li key={s.title} className="card step">
                <span className="step__number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="wall-title">
        <div className="container">
          <h2 id="wall-title" className="section__title">
            Why Parents Call It Gold
          </h2>
          <ul className="testimonials">
            {TESTIMONIALS.map((t) => (
              <li key={t.author} className="card testimonial">
                <figure>
                  <div className="stars" role="img" aria-label="5 out of 5 stars">
                    ★★★★★
                  </div>
                  <blockquote>
                    <p>“{t.quote}”</p>
                  </blockquote>
                  <figcaption>
                    <strong>{displayAuthorName(t.author)}</strong> <span className="badge">{t.role}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="hero hero--compact" aria-labelledby="cta-title">
        <div className="container hero__inner">
          <h2 id="cta-title">Sides arrived tonight? You're ready tomorrow.</h2>
          <p className="hero__tagline">Your first guide is free every month.</p>
          <CallToAction />
        </div>
      </section>
    </>
  );
}
