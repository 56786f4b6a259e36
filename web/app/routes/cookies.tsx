import { LegalPage, type LegalSection } from '../../components/legal-page';

const sections: LegalSection[] = [
  {
    title: 'What We Store',
    body: (
      <p>
        PrepGold keeps your sign-in session in your browser's local storage so you stay logged in. That is the only thing we store, and it
        is removed when you log out.
      </p>
    ),
  },
  { title: 'No Tracking or Advertising', body: <p>We use no advertising cookies, no cross-site trackers and no third-party analytics.</p> },
  {
    title: 'Payments',
    body: (
      <p>
        When online payment is enabled, the card payment provider's form may set its own cookies to prevent fraud; those are governed by the
        provider's policy.
      </p>
    ),
  },
  { title: 'Your Choices', body: <p>You can clear site data in your browser at any time; you will simply need to log in again.</p> },
];

export default function Cookies() {
  return <LegalPage title="Cookie Policy" updated="November 22, 2026" sections={sections} />;
}
