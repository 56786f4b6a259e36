import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '../../components/legal-page';

const sections: LegalSection[] = [
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
        Passwords are stored with the argon2id hashing algorithm; sessions can be revoked by logging out or resetting your password. Uploads
        are stored privately and are visible only to your account.
      </p>
    ),
  },
  {
    title: 'Retention and Deletion',
    body: (
      <p>
        We keep your uploads and guides while your account is open. You can delete individual uploads, and you can ask us to delete your
        account and everything in it through our <Link to="/contact">Contact</Link> page.
      </p>
    ),
  },
  {
    title: 'Cookies',
    body: (
      <p>
        We use only what the Service needs to keep you signed in. See our <Link to="/cookies">Cookie Policy</Link>.
      </p>
    ),
  },
  {
    title: 'Your Rights',
    body: (
      <p>
        Depending on where you live (for example under the CCPA or GDPR) you may have the right to access, correct, delete or export your
        information. Contact us and we will respond within 30 days.
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
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 22, 2026"
      intro={
        <p>
          PrepGold helps families prepare for auditions. Because most of our guides are about children, we collect as little as we can and
          protect it carefully.
        </p>
      }
      sections={sections}
    />
  );
}
