import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useSettings } from '../../lib/public-settings';

/** Contact (content not given by the spec): how to reach support, what to put in the message, and what not to send. */
export default function Contact() {
  const { contactEmail } = useSettings();
  const email = contactEmail ? <a href={`mailto:${contactEmail}`}>{contactEmail}</a> : null;
  return (
    <>
      <PageHeader title="Contact Us">
        <p>Questions about a guide, your plan, or your family's data? A person reads every message.</p>
      </PageHeader>
      <section className="section">
        <div className="container container--narrow stack-lg">
          <div className="card">
            <h2>How to reach us</h2>
            {email ? (
              <p>
                Email {email} from the address you use to log in, so we can find your account. We answer within one business day, and faster
                when the audition is tomorrow: put <strong>URGENT</strong> and the audition date in the subject.
              </p>
            ) : (
              <p>
                Write to the administrator of this site from the address you use to log in, so they can find your account. Put{' '}
                <strong>URGENT</strong> and the audition date in the subject when the audition is tomorrow.
              </p>
            )}
          </div>
          <div className="card">
            <h2>What to put in your message</h2>
            <p>We can usually fix things in one reply when the first message has:</p>
            <ul>
              <li>the email address of your account;</li>
              <li>
                which guide: the character and the production title, as they appear in <Link to="/account">your account</Link>;
              </li>
              <li>what you did, what you expected, and what happened instead (the exact words of any message on screen help most);</li>
              <li>a screenshot, if something looks wrong;</li>
              <li>your phone or computer and browser (for example "iPhone, Safari" or "Windows laptop, Chrome");</li>
              <li>if a PDF read badly: its file name and the page numbers that came out wrong.</li>
            </ul>
            <p className="muted">
              Please don't attach the sides themselves or anything about your child beyond what the question needs: we can see what you
              uploaded to your account when you ask us to look.
            </p>
          </div>
          <div className="card">
            <h2>Plans and payments</h2>
            <p>
              To change plan, ask for more guides this month, or ask about a charge, write as above with "Plan" in the subject. Where online
              payment is off, the administrator of this site changes plans by hand. See <Link to="/pricing">what each plan includes</Link>.
            </p>
          </div>
          <div className="card">
            <h2>Privacy and deletion requests</h2>
            <p>
              Use the same address with the subject "Privacy request", and say whether you want a copy of your data or want it deleted.
              Parents can ask us to delete a child's guides at any time; see the <Link to="/privacy">privacy policy</Link>.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
