/**
 * The nine example guides (SPEC §2 Examples), in the spec's order. Each is a guide the product's own
 * engine wrote from original sides (scripts/examples, `npm run examples`) and is shown at
 * /examples/{slug}; EXAMPLE_GUIDE_URLS, when configured, sends the cards to external links instead.
 */
const example = <S extends string>(slug: S, title: string, role: string, blurb: string) => ({ slug, title, role, blurb });

export const EXAMPLE_GUIDES = [
  example('multicam-sitcom', 'Multi-cam sitcom', 'Guest star', 'Land the joke, hold for the laugh, and a button that caps the scene.'),
  example('teen-drama', 'TV teen drama', 'Series regular', 'A through-line across episodes and subtext under every "whatever".'),
  example('thriller-horror', 'Thriller / horror', 'Lead', 'Stakes, stillness and listening when the frame is tight.'),
  example('drama-film', 'Drama film', 'Lead', 'Beats, the turn, and a moment before that carries into the room.'),
  example('single-cam-sitcom', 'Single-cam sitcom', 'Series regular', 'Grounded comedy: play it real and let the writing be funny.'),
  example('medical-drama', 'TV medical drama', 'Co-star', 'Serve the scene, be real, and make a handful of lines count.'),
  example('comedy-film', 'Comedy film', 'Supporting', 'Objectives aimed at the lead and an unexpected colour to try.'),
  example('daytime-soap', 'Daytime soap', 'Recurring day player', 'Heightened stakes, held close-ups and the end-of-scene reaction.'),
  example('kids-film', "Kid's guide: film", 'Lead', 'Short sentences, line games and "what would you do if…" questions.'),
];

/** One example's address part, e.g. "daytime-soap". */
export type ExampleSlug = (typeof EXAMPLE_GUIDES)[number]['slug'];

/** What `npm run examples` writes for each example (web/examples/{slug}.json): the request's fields and the engine's HTML. */
export interface ExampleGuide {
  slug: ExampleSlug;
  characterName: string;
  actorAge: number;
  productionTitle: string;
  productionType: string;
  roleSize: string;
  genre: string;
  /** The form's words for the type and the role size ("Feature Film", "Guest Star"), so the page needs no form code. */
  productionTypeLabel: string;
  roleSizeLabel: string;
  /** The guide as the engine wrote and sanitised it. */
  html: string;
  /** The child's guide, for the example that asks for one. */
  childHtml: string | null;
}

/**
 * An example as the app's bundle carries it, prepared at build by vite.config.ts: the guide cleaned as the guide page
 * cleans a user's guide (cleanGuideHtml) and split as the page shows it (splitGuide), the child's guide cleaned likewise.
 */
export interface PreparedExample extends Omit<ExampleGuide, 'html'> {
  /**
   * The guide as splitGuide (web/features/guides/guide-sections.ts) returns it. Spelled out here because one feature
   * does not import another; the example page hands it to the guide reader, so the compiler checks the two agree.
   */
  guide: { intro: string; sections: { id: string; title: string; short: string; kind: string; html: string; scene?: number }[] };
}

/** The page of an example inside the app. */
export const examplePath = (slug: ExampleSlug) => `/examples/${slug}`;
