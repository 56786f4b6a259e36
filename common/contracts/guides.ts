/** Guide contracts (SPEC §3 Guide request/response/Guide, §5 Guide form, §7 guides calls). */
import { z } from 'zod';
import { ACTOR_AGE_MAX, ACTOR_AGE_MIN, CHILD_GUIDE_MAX_AGE } from '../limits.js';
import { cleanText } from '../text/normalise.js';

export const PRODUCTION_TYPES = [
  { value: 'film', label: 'Feature Film' },
  { value: 'tv-series', label: 'TV Series' },
  { value: 'short-film', label: 'Short Film' },
  // The spec's "Theater" covers any stage play; one value keeps stored guides and links valid.
  { value: 'theater', label: 'Theater / Stage Play' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'student-film', label: 'Student Film' },
  { value: 'audio-drama', label: 'Audio Drama / Podcast' },
] as const;
export type ProductionType = (typeof PRODUCTION_TYPES)[number]['value'];

export const ROLE_SIZES = [
  { value: 'lead', label: 'Lead' },
  { value: 'supporting', label: 'Supporting' },
  { value: 'series-regular', label: 'Series Regular' },
  { value: 'recurring', label: 'Recurring' },
  { value: 'guest-star', label: 'Guest Star' },
  { value: 'co-star', label: 'Co-Star' },
] as const;
export type RoleSize = (typeof ROLE_SIZES)[number]['value'];

/** Genre suggestions; any text is allowed. */
export const GENRE_SUGGESTIONS = [
  'single-camera comedy',
  'multi-camera sitcom',
  'medical drama',
  'legal drama',
  'teen drama',
  'horror thriller',
  'romantic comedy',
  'sports drama',
  'family drama',
  'crime procedural',
  'psychological thriller',
  'action adventure',
  'science fiction',
  'fantasy',
  'period drama',
  'dramedy',
  'daytime soap',
  'animated comedy',
  'musical',
  'coming-of-age',
] as const;

export const labelOf = (list: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  list.find((o) => o.value === value)?.label ?? value;

/** The required fields' names as the form shows them, in form order (SPEC §5). */
export const REQUIRED_FIELD_LABELS = {
  characterName: 'Character Name',
  actorAge: 'Actor Age',
  productionTitle: 'Production Title',
  productionType: 'Production Type',
  roleSize: 'Role Size',
  genre: 'Genre',
} as const;

export const GUIDE_MESSAGES = {
  missingFields: (names: string[]) => `Please fill in all required fields: ${names.join(', ')}`,
  noUpload: 'Please upload your sides (PDF) before generating.',
  limit: "You've hit your guide limit. Upgrade for more this month.",
  childOnly: `The child's guide is only for actors ${CHILD_GUIDE_MAX_AGE} and under.`,
} as const;

/** An upload's id as the server hands it out; anything else names no upload. */
const uploadId = z.string().regex(/^[\w-]{1,64}$/, { error: 'Upload not found' });

const AGE_RANGE = `Actor Age must be between ${ACTOR_AGE_MIN} and ${ACTOR_AGE_MAX}`;

/**
 * The spec's "a number from 1 to 100": a whole number, sent as a number or as the digits the form's input
 * holds. Nothing is coerced: `[10]`, `true`, `"10abc"` and 10.5 are refused.
 */
const actorAge = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}$/)
        .transform(Number),
    ],
    { error: 'Actor Age must be a whole number' },
  )
  .pipe(
    z
      .number()
      .int({ error: 'Actor Age must be a whole number' })
      .min(ACTOR_AGE_MIN, { error: AGE_RANGE })
      .max(ACTOR_AGE_MAX, { error: AGE_RANGE }),
  );

export const guideRequest = z
  .strictObject({
    uploadId: uploadId.optional(),
    uploadIds: z.array(uploadId).max(10).optional(),
    characterName: cleanText(80, 'Character Name is required'),
    productionTitle: cleanText(160, 'Production Title is required'),
    productionType: z.enum(PRODUCTION_TYPES.map((p) => p.value) as [ProductionType, ...ProductionType[]], {
      error: 'Production Type is required',
    }),
    roleSize: z.enum(ROLE_SIZES.map((r) => r.value) as [RoleSize, ...RoleSize[]], { error: 'Role Size is required' }),
    genre: cleanText(80, 'Genre is required'),
    actorAge,
    storyline: cleanText(4000).optional().default(''),
    characterBreakdown: cleanText(4000).optional().default(''),
    callbackNotes: cleanText(4000).optional().default(''),
    childGuideRequested: z.boolean().optional().default(false),
    /** Optional: sizes the prep plan to the time left. */
    auditionDate: z.iso.date().optional(),
    /** Chosen by the client so it can follow progress while the request waits. */
    requestId: z.uuid().optional(),
  })
  .transform((r) => ({ ...r, uploadIds: [...new Set([...(r.uploadId ? [r.uploadId] : []), ...(r.uploadIds ?? [])])] }))
  .refine((r) => r.uploadIds.length > 0, { error: GUIDE_MESSAGES.noUpload, path: ['uploadIds'] })
  .refine((r) => !r.childGuideRequested || r.actorAge <= CHILD_GUIDE_MAX_AGE, {
    error: GUIDE_MESSAGES.childOnly,
    path: ['childGuideRequested'],
  });
export type GuideRequestInput = z.input<typeof guideRequest>;
export type GuideRequest = z.output<typeof guideRequest>;

/** "Confirm your lines" before spending a guide. */
export const linesPreviewRequest = z.strictObject({
  uploadIds: z.array(uploadId).min(1, { error: GUIDE_MESSAGES.noUpload }).max(10),
  characterName: cleanText(80, 'Character Name is required'),
});

export const linesPreview = z.object({
  /** The character as found in the script, or null when not found. */
  character: z.string().nullable(),
  /** Closest detected names when the typed one is not found exactly. */
  suggestions: z.array(z.string()),
  lineCount: z.number().int(),
  wordCount: z.number().int(),
  scenes: z.array(z.object({ heading: z.string(), page: z.number().int(), lines: z.number().int() })),
  lines: z.array(z.object({ ref: z.string(), page: z.number().int(), text: z.string(), cue: z.string().nullable() })),
});
export type LinesPreview = z.infer<typeof linesPreview>;

/** A reference to one line of the script: "p.2 · MAYA: “Half is not the point…”". */
export const citation = z.object({
  ref: z.string(),
  speaker: z.string(),
  quote: z.string(),
  /** The speech's stable id in the Script ("s12"), when the line is a speech. */
  line: z.string().optional(),
});
export type Citation = z.infer<typeof citation>;

const note = z.object({ text: z.string(), cite: citation.optional() });

/** The structured guide both writers fill; rendering is shared. */
export const guideDocument = z.object({
  title: z.string(),
  summary: z.string(),
  writer: z.object({ kind: z.enum(['offline', 'llm']), note: z.string().optional() }),
  snapshot: z.object({
    lines: z.number().int(),
    words: z.number().int(),
    pages: z.number(),
    scenes: z.number().int(),
    partners: z.array(z.string()),
  }),
  /** The story in plain sentences about these people: what happens, who wants what, where it turns. */
  story: z.array(z.string()),
  contextNotes: z.array(z.string()),
  scenes: z.array(
    z.object({
      heading: z.string(),
      givenCircumstances: z.array(note),
      momentBefore: note,
      relationships: z.array(z.object({ partner: z.string(), want: z.string(), cite: citation.optional() })),
      objective: z.object({ choice: z.string(), alternate: z.string(), obstacle: z.string(), stakes: z.string() }),
      beats: z.array(z.object({ title: z.string(), tactic: z.string(), startsAt: citation, isTurn: z.boolean(), note: z.string() })),
      subtext: z.array(z.object({ cite: citation, meant: z.string() })),
      discoveries: z.array(note),
      physicality: z.array(note),
      button: z.object({ wanted: z.string(), options: z.array(z.string()), dropIt: z.string() }),
      unexpected: z.string(),
      /** Where the text is silent: two concrete options, marked as the actor's choice. */
      actorsChoice: z.array(note),
    }),
  ),
  callback: z.object({ keep: z.array(z.string()), adjust: z.array(z.string()) }).optional(),
  prepPlan: z.object({ timeLeft: z.string(), steps: z.array(z.string()) }),
  cueSheet: z.array(z.object({ cue: citation.nullable(), line: citation })),
  selfTape: z.array(z.string()),
  warnings: z.array(z.string()),
});
export type GuideDocument = z.infer<typeof guideDocument>;

/** The child's guide: its own document in short sentences. */
export const childGuideDocument = z.object({
  title: z.string(),
  story: z.array(z.string()),
  whoYouAre: z.array(z.string()),
  whatYouWant: z.array(z.string()),
  whatWouldYouDo: z.array(z.string()),
  lineGames: z.array(z.string()),
  bodyAndVoice: z.array(z.string()),
  parentNotes: z.array(z.string()),
  parentFlags: z.array(z.string()),
});
export type ChildGuideDocument = z.infer<typeof childGuideDocument>;

/** POST /api/guides/generate response (SPEC §3 Guide generation response). */
export const generateResponse = z.object({
  guideId: z.string(),
  guideContent: z.string(),
  childGuideRequested: z.boolean(),
  childGuideCompleted: z.boolean(),
  childGuideContent: z.string().nullable(),
});
export type GenerateResponse = z.infer<typeof generateResponse>;

/** A guide in lists and detail (SPEC §3 Guide). */
export const guideSummary = z.object({
  id: z.string(),
  characterName: z.string(),
  productionTitle: z.string(),
  productionType: z.string(),
  roleSize: z.string(),
  genre: z.string(),
  createdAt: z.string(),
  isFavorite: z.boolean(),
  childGuideRequested: z.boolean(),
  childGuideCompleted: z.boolean(),
});
export type GuideSummary = z.infer<typeof guideSummary>;
export type GuideDetail = GuideSummary & { generatedHtml: string };

/** Steps the progress stream reports, in order. */
export const GENERATION_STEPS = ['queued', 'reading', 'analysing', 'writing', 'child', 'rendering', 'done'] as const;
export type GenerationStep = (typeof GENERATION_STEPS)[number] | 'failed';

/**
 * Sent with the `writing` step as each section of the guide is finished (the LLM writer writes section by
 * section); the step itself is unchanged, so a client that reads only `step` sees what it saw before.
 */
export const sectionProgress = z.object({
  /** "overview", "scene-1", "plan", "child". */
  section: z.string(),
  /** The section in words ("scene 2"). */
  label: z.string(),
  /** "offline" when the LLM's answer was late, malformed or refused and the offline writer's stands in. */
  writer: z.enum(['llm', 'offline']),
  done: z.number().int(),
  total: z.number().int(),
});
export type SectionProgress = z.infer<typeof sectionProgress>;
