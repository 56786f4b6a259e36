import { LegalPage, type LegalSection } from '../../components/legal-page';

const sections: LegalSection[] = [
  {
    title: 'Educational Guidance Only',
    body: (
      <p>
        PrepGold guides offer choices and preparation ideas drawn from the pages you upload. They are not professional representation and do
        not guarantee a callback, booking or any other result.
      </p>
    ),
  },
  {
    title: 'Follow the Room',
    body: (
      <p>
        Directions from casting, the director, your agent or the production always come first. If you are asked to drop a choice, a button
        or an adjustment from a guide, drop it.
      </p>
    ),
  },
  {
    title: 'Automated Reading',
    body: (
      <p>
        Guides are produced by software reading your PDF. Scans and unusual layouts can be misread; always check your lines against the
        original sides.
      </p>
    ),
  },
  {
    title: 'Young Actors',
    body: (
      <p>
        Guides for children are written to be age-appropriate. A parent or guardian should supervise preparation, and mature material in the
        sides is flagged to the parent rather than explained to the child.
      </p>
    ),
  },
];

export default function Disclaimer() {
  return <LegalPage title="Disclaimer" updated="November 22, 2026" sections={sections} />;
}
