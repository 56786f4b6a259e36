import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '../../components/legal-page';
import { useSettings } from '../../lib/public-settings';

/** The policy's sections; uploads are kept for `retentionDays` (the operator's UPLOAD_RETENTION_DAYS). */
const sectionsFor = (retentionDays: number): LegalSection[] => [
  {
    title: 'Who Holds the Account',
    body: (
      <p>
        Accounts are held by adults, or by teens aged 13 to 17 with a parent's or guardian's approval. Children under 13 do not create
        accounts or give us information themselves; a parent prepares their auditions for them.
      </p>
    ),
  },
  {
    title: 'What We Collect',
    body: (
      <>
        <p>
          Your name, email address and a securely hashed password; your plan and usage; the PDFs you upload; the details you enter for a
          guide (such as character, production, and the actor's age); and the guides we generate.
        </p>
        <p>
          Guides are usually about a minor. We ask only for what the guide needs: an age, never a date of birth, and no photos, school or
          location.
        </p>
      </>
    ),
  },
  {
    title: "Children's Information",
    body: (
      <>
        <p>
          Information about a child is provided by the parent or guardian holding the account, who can review it, download it and delete it
          at any time. We never sell it, never use it for advertising or profiling, and never share it except with the service providers
          that run PrepGold for you.
        </p>
        <p>If you believe a child under 13 has given us information without a parent, contact us and we will delete it.</p>
      </>
    ),
  },
  {
    title: 'How We Use Information',
    body: (
      <p>
        To run your account, read your uploads and generate your guides, send account emails (such as password resets), process payments,
        keep the Service secure, and meet legal obligations. We do not train AI models on your uploads or guides.
      </p>
    ),
  },
  {
    title: 'Service Providers',
    body: (
      <p>
        We use a card payment provider for billing and, where configured, an AI model provider to help write guides. They receive only what
        their task needs and may not use it for their own purposes.
      </p>
    ),
  },
  {
    title: 'Storage and Security',
    body: (
      <p>
        Passwords are stored with the argon2id hashing algorithm, and sign-in keys and password-reset links only as one-way hashes, so a
        copy of our database opens no account. Uploads are stored privately and are visible only to your account. Changing your password
        signs out every other device; resetting it signs out every device. Either way we email you that the password changed.
      </p>
    ),
  },
  {
    title: 'How Long We Keep It',
    body: (
      <>
        <p>
          Uploaded PDFs, and the text and reading we take from them, are deleted automatically {retentionDays} days after you upload them.
          Your guides stay until you delete them or your account: a guide does not need its PDF, and it keeps the lines of the scenes your
          character is in so that Run Lines still works after the PDF is gone.
        </p>
        <p>Your account details, plan and usage are kept while your account is open.</p>
      </>
    ),
  },
  {
    title: 'Download and Delete',
    body: (
      <>
        <p>
          On your <Link to="/account">Account</Link> page you can download everything we hold for your account in one file (your profile,
          plan, each upload with its original PDF, what we read from it and your fixes, and every guide and child's guide), and you can
          delete:
        </p>
        <ul>
          <li>a guide, with its child's guide;</li>
          <li>an upload, which also deletes the guides made from it, because they quote its lines (the confirmation names how many);</li>
          <li>
            your whole account, after entering your password: uploads and their files, guides, child's guides, sessions, reset links, usage
            and the link to your payment record. You can sign up again with the same email afterwards.
          </li>
        </ul>
        <p>Deletion takes effect at once in the live service and cannot be undone.</p>
      </>
    ),
  },
  {
    title: 'Payment Records',
    body: (
      <p>
        Card payments are handled by Stripe. Deleting your account removes our link to your Stripe customer record but not the record
        itself: Stripe keeps its customer and payment records under its own privacy policy and the law's record-keeping rules. A
        subscription that still renews must be cancelled on the Subscription page before the account can be deleted, so nothing is charged
        afterwards.
      </p>
    ),
  },
  {
    title: 'Cookies and Tracking',
    body: (
      <p>
        We keep only your sign-in key in your browser. There are no analytics, advertising or tracking cookies or scripts. See our{' '}
        <Link to="/cookies">Cookie Policy</Link>.
      </p>
    ),
  },
  {
    title: 'Your Rights',
    body: (
      <p>
        Depending on where you live (for example under the CCPA or GDPR) you may have the right to access, correct, delete or export your
        information. Most of it you can do yourself on your Account page; for anything else, contact us and we will respond within 30 days.
      </p>
    ),
  },
  {
    title: 'Changes',
    body: <p>If we change this policy in a material way we will email account holders before the change takes effect.</p>,
  },
];

/** Privacy policy, written for a product whose guides are about minors. */
export default function Privacy() {
  const { uploadRetentionDays } = useSettings();
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 24, 2026"
      intro={
        <p>
          PrepGold helps families prepare for auditions. Because most of our guides are about children, we collect as little as we can and
          protect it carefully.
        </p>
      }
      sections={sectionsFor(uploadRetentionDays)}
    />
  );
}
