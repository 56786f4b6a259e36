import { LegalPage, type LegalSection } from '../../components/legal-page';

const sections: LegalSection[] = [
  {
    title: '30-Day Money-Back Guarantee',
    body: (
      <p>
        If a paid plan isn't right for you, ask for a refund within 30 days of your first payment for that plan and we will refund that
        first payment.
      </p>
    ),
  },
  {
    title: 'Renewals',
    body: (
      <p>
        Renewal payments are non-refundable except where the law requires otherwise. Cancel before the renewal date to avoid the next
        charge; you keep access until the end of the period.
      </p>
    ),
  },
  {
    title: 'A la Carte Guides and Extras',
    body: (
      <p>
        A la carte guide credits that have not been used can be refunded within 30 days of purchase. Self-tape feedback and coaching
        sessions can be refunded until the work has started or the session has taken place.
      </p>
    ),
  },
  {
    title: 'How to Ask',
    body: (
      <p>
        Use the Contact page with the email on your account and the date of the charge. Refunds go back to the original payment method
        within 5 to 10 business days.
      </p>
    ),
  },
];

export default function Refunds() {
  return <LegalPage title="Refund Policy" updated="November 22, 2026" sections={sections} />;
}
