import { PageHeader } from '../../components/page-header';
import { useSettings } from '../../lib/public-settings';

/** Contact details (content not given by the spec). */
export default function Contact() {
  const { contactEmail } = useSettings();
  return (
    <>
      <PageHeader title="Contact Us">
        <p>Questions about a guide, your plan, or your family's data? We're here to help.</p>
      </PageHeader>
      <section className="section">
        <div className="container container--narrow">
          <div className="card">
            <h2>Email</h2>
            <p>
              Write to {contactEmail ? <a href={`mailto:${contactEmail}`}>{contactEmail}</a> : 'our support inbox'} from the address on your
              account. We answer within one business day — faster when the audition is tomorrow; put "URGENT" in the subject.
            </p>
            <h2>Privacy and deletion requests</h2>
            <p>Use the same address with the subject "Privacy request". Tell us whether you want a copy of your data or want it deleted.</p>
          </div>
        </div>
      </section>
    </>
  );
}
