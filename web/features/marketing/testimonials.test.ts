import { describe, expect, test } from 'vitest';
import { TESTIMONIALS, displayAuthorName, productReviewJsonLd } from './testimonials';

describe('displayAuthorName', () => {
  test.each([
    ['Jennifer Alvarez', 'Jennifer A.'],
    ['  Marcus   thompson ', 'Marcus T.'],
    ['Cher', 'Cher'],
    ['Mary Ann Smith', 'Mary A.'],
    ['Agent Rebecca Lin', 'Agent Rebecca Lin'],
    ['Agent Smith', 'Agent Smith'],
    ['Agentha Brown', 'Agentha B.'],
  ])('%s → %s', (author, shown) => expect(displayAuthorName(author)).toBe(shown));
});

test('seven testimonials with a role each, and the review data says 5 from 7', () => {
  expect(TESTIMONIALS).toHaveLength(7);
  for (const t of TESTIMONIALS) expect(['Parent', 'Actor', 'Agent']).toContain(t.role);
  const data = JSON.parse(productReviewJsonLd());
  expect(data.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 7 });
});
