/**
 * The nine example guides, written by the product's own pipeline: typed sides (sides/{slug}.txt) →
 * the ingest parser → Script → the offline guide engine, with fixed inputs. Deterministic (fixed
 * date, no randomness), so `npm run examples` rewrites the same files until the engine changes, and
 * test/examples.test.ts fails when the committed data no longer matches what the engine writes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { guideRequest, labelOf, PRODUCTION_TYPES, ROLE_SIZES, type GuideRequestInput } from '../../common/contracts/guides.js';
import { generateGuide } from '../../server/guides/engine/generate.js';
import { EXAMPLE_GUIDES, type ExampleGuide, type ExampleSlug } from '../../web/features/marketing/examples.js';
import { readTypedSides } from './typed-pages.js';

/** Where the generated data lives: the web app imports it from here. */
export const EXAMPLES_DATA_DIR = path.resolve(import.meta.dirname, '..', '..', 'web', 'examples');
const SIDES_DIR = path.resolve(import.meta.dirname, 'sides');

/** "Today" for the prep plan, fixed so the guides do not change with the calendar. */
const WRITTEN_ON = new Date('2026-01-05T12:00:00Z');

type ExampleRequest = Pick<
  GuideRequestInput,
  'characterName' | 'actorAge' | 'productionTitle' | 'productionType' | 'roleSize' | 'genre' | 'childGuideRequested'
>;

/** The form each example's guide was asked for with, as a parent would fill it in. */
const REQUESTS: Record<ExampleSlug, ExampleRequest> = {
  'multicam-sitcom': {
    characterName: 'PIPER',
    actorAge: 11,
    productionTitle: 'Two Doors Down',
    productionType: 'tv-series',
    roleSize: 'guest-star',
    genre: 'multi-camera sitcom',
  },
  'teen-drama': {
    characterName: 'JADE',
    actorAge: 16,
    productionTitle: 'Westlake',
    productionType: 'tv-series',
    roleSize: 'series-regular',
    genre: 'teen drama',
  },
  'thriller-horror': {
    characterName: 'LILY',
    actorAge: 13,
    productionTitle: 'The Landline',
    productionType: 'film',
    roleSize: 'lead',
    genre: 'horror thriller',
  },
  'drama-film': {
    characterName: 'TESS',
    actorAge: 15,
    productionTitle: 'Still Water',
    productionType: 'film',
    roleSize: 'lead',
    genre: 'family drama',
  },
  'single-cam-sitcom': {
    characterName: 'OWEN',
    actorAge: 12,
    productionTitle: 'The Maple Ridge Record',
    productionType: 'tv-series',
    roleSize: 'series-regular',
    genre: 'single-camera comedy',
  },
  'medical-drama': {
    characterName: 'RUBY',
    actorAge: 9,
    productionTitle: "St. Brigid's",
    productionType: 'tv-series',
    roleSize: 'co-star',
    genre: 'medical drama',
  },
  'comedy-film': {
    characterName: 'MILO',
    actorAge: 10,
    productionTitle: 'Front Seat',
    productionType: 'film',
    roleSize: 'supporting',
    genre: 'family comedy',
  },
  'daytime-soap': {
    characterName: 'HOLLY',
    actorAge: 17,
    productionTitle: 'Copper Falls',
    productionType: 'tv-series',
    roleSize: 'recurring',
    genre: 'daytime soap',
  },
  'kids-film': {
    characterName: 'BEA',
    actorAge: 8,
    productionTitle: 'The Treehouse Summer',
    productionType: 'film',
    roleSize: 'lead',
    genre: 'family drama',
    childGuideRequested: true,
  },
};

/** The typed sides of one example. */
export const sidesOf = (slug: ExampleSlug) => readFileSync(path.join(SIDES_DIR, `${slug}.txt`), 'utf8');

/** Writes one example's guide (and child guide) from its sides, the way a generated guide is written. */
export async function buildExample(slug: ExampleSlug): Promise<ExampleGuide> {
  const request = guideRequest.parse({ uploadId: `example-${slug}`, ...REQUESTS[slug] });
  const script = readTypedSides(sidesOf(slug));
  const result = await generateGuide([{ script, fileType: 'sides' }], request, { now: WRITTEN_ON });
  return {
    slug,
    characterName: request.characterName,
    actorAge: request.actorAge,
    productionTitle: request.productionTitle,
    productionType: request.productionType,
    roleSize: request.roleSize,
    genre: request.genre,
    productionTypeLabel: labelOf(PRODUCTION_TYPES, request.productionType),
    roleSizeLabel: labelOf(ROLE_SIZES, request.roleSize),
    html: result.html,
    childHtml: result.childHtml,
  };
}

/** The data file's text: the same bytes for the same guide. */
export const exampleFileText = (example: ExampleGuide) => `${JSON.stringify(example, null, 2)}\n`;

/** Every example, in the order of the /examples page. */
export const EXAMPLE_SLUGS: ExampleSlug[] = EXAMPLE_GUIDES.map((e) => e.slug);
