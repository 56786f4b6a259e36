import { Link } from 'react-router';
import { LegalPage, type LegalSection } from '../../components/legal-page';

const sections: LegalSection[] = [
  {
    title: 'Acceptance of These Terms',
    body: (
      <p>
        By creating an account or using PrepGold ("the Service") you agree to these Terms of Service. If you do not agree, do not use the
        Service.
      </p>
    ),
  },
  {
    title: 'Eligibility and Age',
    body: (
      <>
        <p>
          You must be at least 13 years old to create an account. If you are under 18, you may use the Service only with the approval and
          involvement of a parent or legal guardian, who agrees to these Terms on your behalf.
        </p>
        <p>Parents and guardians may create an account to prepare a child of any age; the child does not hold the account.</p>
      </>
    ),
  },
  {
    title: 'Your Account',
    body: (
      <p>
        You are responsible for keeping your password confidential and for all activity under your account. Tell us promptly at the address
        on our <Link to="/contact">Contact</Link> page if you believe your account has been used without permission.
      </p>
    ),
  },
  {
    title: 'The Service',
    body: (
      <p>
        PrepGold turns audition materials you upload (such as sides or scripts) into written preparation guides, including optional guides
        written for young actors. Features, plans and limits may change; we will describe material changes before they affect a paid period.
      </p>
    ),
  },
  {
    title: 'Your Content and Licence to Us',
    body: (
      <>
        <p>
          You keep ownership of everything you upload. You grant PrepGold a limited, worldwide, non-exclusive licence to host, store, copy
          and process your uploads solely to provide the Service to you, including generating your guides.
        </p>
        <p>You confirm you have the right to upload the material, for example because it was given to you for an audition.</p>
      </>
    ),
  },
  {
    title: 'Guides Are Informational Only',
    body: (
      <p>
        Guides are educational and informational. They are not a promise of any audition result, booking or career outcome, and they do not
        replace the direction of a casting director, agent, coach or the production.
      </p>
    ),
  },
  {
    title: 'Acceptable Use',
    body: (
      <p>
        Do not upload material you have no right to share, try to access another user's data, probe or overload the Service, reverse
        engineer it, or use it to harass anyone or to create content that sexualises or endangers minors.
      </p>
    ),
  },
  {
    title: 'Subscriptions and Automatic Renewal',
    body: (
      <p>
        Paid subscriptions renew automatically each month at the then-current price until cancelled. You can cancel at any time;
        cancellation takes effect at the end of the current billing period and you keep access until then.
      </p>
    ),
  },
  {
    title: 'Fees and Refunds',
    body: (
      <p>
        Fees are non-refundable except where required by law or as described in our <Link to="/refunds">Refund Policy</Link>. A la carte
        guide credits do not expire.
      </p>
    ),
  },
  {
    title: 'Third-Party Services',
    body: (
      <p>
        Payments are processed by a third-party card payment provider and some extras are sold through hosted checkout pages. Their terms
        also apply to those transactions.
      </p>
    ),
  },
  {
    title: 'Intellectual Property',
    body: (
      <p>
        The Service, its software, design and original text are owned by PrepGold and protected by law. Guides generated for you are yours
        to use for your own preparation.
      </p>
    ),
  },
  {
    title: 'Privacy',
    body: (
      <p>
        Our <Link to="/privacy">Privacy Policy</Link> explains what we collect, including how we protect information about minors, and forms
        part of these Terms.
      </p>
    ),
  },
  {
    title: 'Disclaimers',
    body: (
      <p>
        The Service is provided "as is" and "as available" without warranties of any kind, to the fullest extent permitted by law. See also
        our <Link to="/disclaimer">Disclaimer</Link>.
      </p>
    ),
  },
  {
    title: 'Limitation of Liability',
    body: (
      <p>
        To the fullest extent permitted by law, PrepGold's total liability for any claim relating to the Service is limited to the greater
        of the amounts you paid us in the three (3) months before the claim arose or one hundred US dollars ($100). We are not liable for
        indirect, incidental or consequential damages.
      </p>
    ),
  },
  {
    title: 'Termination',
    body: (
      <p>
        You may stop using the Service and delete your account at any time. We may suspend or end accounts that break these Terms. Sections
        that by their nature should survive termination will survive.
      </p>
    ),
  },
  {
    title: 'Governing Law and Changes',
    body: (
      <p>
        These Terms are governed by the laws of the State of California, without regard to its conflict-of-law rules. We may update these
        Terms; we will post the new date above and, for material changes, notify account holders by email.
      </p>
    ),
  },
];

/** Terms of Service (SPEC §2 Terms): 16 sections, last updated September 2, 2025. */
export default function Terms() {
  return <LegalPage title="Terms of Service" updated="September 2, 2025" sections={sections} />;
}
