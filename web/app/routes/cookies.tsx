import { LegalPage, type LegalSection } from '../../components/legal-page';

const sections: LegalSection[] = [
  {
    title: 'The Short Version',
    body: (
      <p>
        PrepGold sets no cookies of its own and uses no tracking cookies, no advertising cookies, no analytics and no third-party trackers.
        Nothing about you or your child is shared with advertisers, ever.
      </p>
    ),
  },
  {
    title: 'What Is Kept in Your Browser, and Why',
    body: (
      <>
        <p>One thing: your sign-in.</p>
        <ul>
          <li>
            <strong>Where:</strong> your browser's local storage for this site, under the name <code>prepgold.session</code>.
          </li>
          <li>
            <strong>What:</strong> a random sign-in key. It contains no name, no email and nothing about your guides.
          </li>
          <li>
            <strong>Why:</strong> so you stay signed in between pages and can open your guide again the night before the audition without
            typing your password.
          </li>
          <li>
            <strong>How long:</strong> until you log out, which deletes it from the browser and ends the session on our side too.
          </li>
        </ul>
        <p>
          Your uploaded sides and your guides are not kept in the browser: they stay in your account and are fetched when you open them. A
          page you have already opened (a guide, or Run lines) keeps working while it stays open, without sending anything anywhere.
        </p>
      </>
    ),
  },
  {
    title: 'Run Lines and Your Device’s Voices',
    body: (
      <p>
        Run lines reads the other parts aloud with the voices built into your phone or computer. The speaking happens on your device; the
        lines are not sent to us or to anyone else to be spoken.
      </p>
    ),
  },
  {
    title: 'Paying by Card',
    body: (
      <p>
        Only when online payment is switched on, and only on the subscription page, the card form is provided by our payment provider
        (Stripe). That form may set its own cookies to prevent fraud; they are governed by Stripe's own cookie policy, and they are not used
        by us to follow you.
      </p>
    ),
  },
  {
    title: 'Links to Other Sites',
    body: (
      <p>Links such as example guides, checkout pages or our parent site open other websites, which have cookie policies of their own.</p>
    ),
  },
  {
    title: 'Your Choices',
    body: (
      <p>
        You can clear this site's data in your browser settings at any time; you will simply need to log in again. Because we use no
        tracking, there is nothing to opt out of and no cookie banner to click through.
      </p>
    ),
  },
];

/** Cookie policy: what the browser keeps for PrepGold (only the sign-in key) and that nothing tracks you. */
export default function Cookies() {
  return <LegalPage title="Cookie Policy" updated="November 24, 2026" sections={sections} />;
}
