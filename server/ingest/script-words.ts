/**
 * The words of script formats: scene headings, transitions, typed non-speech cues (SFX, MUSIC,
 * SUPER, shots, act breaks) and character cues. Every layout reader classifies text with these,
 * so a word that is never a speaker is listed once, here.
 */
import type { CueType, SceneSetting } from '../../common/contracts/script.js';

/** A table's header cells, as agencies and broadcasters label them: "VIDEO | AUDIO", "PICTURE | SOUND", "VISION | SOUND". */
const AV_PICTURE_LABEL = /^(VIDEO|VISUALS?|PICTURES?|VISION)[.:]?$/i;
const AV_SOUND_LABEL = /^(AUDIO|SOUND)[.:]?$/i;

/**
 * The header row of a VIDEO/AUDIO table: a picture cell with a sound cell to its right, whatever
 * other cells the row has before, between or after them ("TIME | VIDEO | AUDIO", "# | SHOT | VIDEO | AUDIO",
 * a speck between them).
 */
export function avHeaderCells<S extends { text: string; x: number }>(segments: readonly S[]): { audio: S } | null {
  const video = segments.find((s) => AV_PICTURE_LABEL.test(s.text.trim()));
  const audio = segments.find((s) => AV_SOUND_LABEL.test(s.text.trim()));
  return video && audio && audio.x > video.x ? { audio } : null;
}

/**
 * A record sheet's header cells, as voice-over studios label them (game, animation, e-learning): "LINE ID | CHARACTER |
 * LINE | DIRECTION / CONTEXT | TAKES", "# | ROLE | DIALOGUE | NOTES", "SPEAKER | TEXT". One row per line of speech.
 */
const RECORD_SPEAKER_LABEL = /^(CHARACTERS?|CHAR\.?|ROLES?|SPEAKERS?|NAMES?|VOICES?|WHO)[.:]?$/;
const RECORD_TEXT_LABEL = /^(LINES?|DIALOGUE|DIALOG|TEXT|SCRIPT|COPY)[.:]?$/;
const RECORD_DIRECTION_LABEL = /^(DIRECTIONS?|CONTEXT|NOTES?|DELIVERY|PERFORMANCE|EMOTION|INTENT|TONE|PARENTHETICALS?|ACTING NOTES?)\b/;
/** A ruled cell's border read by OCR as a letter or bar before or after a header cell's label ("I LINE", "IDIALOGUE", "NOTES |"). */
const CELL_BORDER = /^[|Il!]\s*|\s*[|Il!]$/g;
/** A header cell's label without a border OCR read into it, when taking the border off leaves a label. */
const labelOf = (text: string) => {
  const trimmed = text.trim();
  const bare = trimmed.replace(CELL_BORDER, '').trim();
  const known = (t: string) => [RECORD_SPEAKER_LABEL, RECORD_TEXT_LABEL, RECORD_DIRECTION_LABEL].some((re) => re.test(t));
  return !known(trimmed) && known(bare) ? bare : trimmed;
};

/** The columns of a record sheet, by the x where each header cell starts (left to right). */
export interface RecordColumns {
  /** x of every header cell, left to right. */
  starts: number[];
  /** Index (into `starts`) of the speaker column, the text column and the direction column if there is one. */
  speaker: number;
  text: number;
  direction: number | null;
}

/**
 * The header row of a record sheet: a speaker cell with a text cell to its right, every cell a short label in
 * capitals, whatever other cells the row has (an ID before, a direction and a TAKES column after). The
 * columns are where the header cells start; the rows under it must bear them out (see the reader).
 */
export function recordHeaderCells<S extends { text: string; x: number }>(segments: readonly S[]): RecordColumns | null {
  if (segments.length < 2 || segments.length > 8) return null;
  const labels = segments.map((s) => labelOf(s.text));
  // A header row is labels: no words in sentence case, nothing long.
  if (labels.some((t) => /\p{Ll}{2}/u.test(t) || t.length > 32)) return null;
  const speaker = labels.findIndex((t) => RECORD_SPEAKER_LABEL.test(t));
  if (speaker < 0) return null;
  const text = labels.findIndex((t, i) => i > speaker && RECORD_TEXT_LABEL.test(t));
  if (text < 0) return null;
  const direction = labels.findIndex((t, i) => i > text && RECORD_DIRECTION_LABEL.test(t));
  const order = segments.map((s, i) => ({ x: s.x, i })).sort((a, b) => a.x - b.x);
  if (order.some((o, k) => o.i !== k)) return null;
  return { starts: segments.map((s) => s.x), speaker, text, direction: direction < 0 ? null : direction };
}

/** A printed scene number: "14", "A14", "14A", "3.70", "3/14", "B". */
const SCENE_NO = String.raw`(?:\d{1,4}(?:[./]\d{1,3})?[A-Z]{0,2}|[A-Z]{1,2}\d{1,4}[A-Z]?)`;
/** Before a heading the number may be labelled, as some UK house styles do: "SC 9", "Sc. 9". */
const LEADING_SCENE_NO = new RegExp(String.raw`^(?:(?:SC|Sc)\.?\s*)?(${SCENE_NO})\.?\s+`);
const TRAILING_SCENE_NO = new RegExp(String.raw`\s+(${SCENE_NO})\.?$`);
const SLUG = /^(INT\.?\s*\/\s*EXT|EXT\.?\s*\/\s*INT|I\/E|INT|EXT|EST)(?:[.\s-]|$)/i;
/** A few capitals and a dash or colon before a heading: "FLASHBACK - ", "DREAM SEQUENCE: ", "BACK TO PRESENT - ". */
const QUALIFIER = /^[A-Z][A-Z' ]{2,28}?\s*[-–—:]\s+(?=(?:INT|EXT|I\/E)\b)/;
/** A heading's opening, with or without a qualifier before it. */
const startsHeading = (text: string) => SLUG.test(text) || SLUG.test(text.replace(QUALIFIER, ''));
const NUMBER_WORDS = 'ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE|TEN|ELEVEN|TWELVE';
/** "SCENE 3.", "SCENE B", "Scene 2", "SCENE THREE" (followed by nothing, or by the place). */
const SCENE_WORD = new RegExp(String.raw`^SCENE\s+(\d{1,3}(?:\/\d{1,3})?[A-Z]?|[A-Z]|${NUMBER_WORDS})\b\.?\s*(.*)$`, 'i');
/** A play's act and scene on one line: "Act One, Scene Two", "ACT 2 SCENE 3", "Act II, Scene i". */
const ACT_AND_SCENE = new RegExp(
  String.raw`^ACT\s+(?:\d{1,2}|[IVX]{1,4}|${NUMBER_WORDS})\s*[,.:;–—-]?\s*SCENE\s+(\d{1,3}|[IVX]{1,4}|${NUMBER_WORDS})\b\.?\s*$`,
  'i',
);

/** A leading scene number with l, I, | or O read for a digit (scene letters skip I and O), and a digit read as one, before a slugline. */
const OCR_SCENE_NO = /^([A-HJ-NP-Z]?)([0-9lI|O]*\d[0-9lI|O]*)([A-Z]{0,2})(?=\.?\s+(?:INT|EXT|I\/E)\b)/;

/** ".PLACE - TIME" in capitals, at most eight words, no full stop at its end: a heading forced by its writer (Fountain). */
const FORCED_HEADING = /^\.(?![.\s])([A-Z0-9][A-Z0-9 '’&/,-]*(?:\.[A-Z0-9 '’&/,-]+)*)$/;

/** "SC. 04 - PLACE", "Sc 12: PLACE": a scene number labelled SC, a dash or colon, then the place. */
const LABELLED_SCENE = /^(?:SC|Sc)\.?\s*(\d{1,4}[A-Z]?)\s*[-–—:]\s+(\S.{1,80})$/;

/** A scene heading split into its printed number and the heading text. */
export interface HeadingParts {
  number: string | null;
  text: string;
  /** "SCENE 3." alone: its place may follow on the next line (audio drama, multi-camera). */
  bare: boolean;
}

/** Reads a scene heading ("14  INT. KITCHEN - NIGHT  14", "3.70 INT.", "SCENE B", "3/14 EXT. PARK. DAY"); null if not one. */
export function headingParts(raw: string): HeadingParts | null {
  // Fountain's forced heading: one full stop glued to a line of capitals (".FLASHBACK - THE PIER"), as a plain-text export prints it.
  const forced = raw.trim().match(FORCED_HEADING);
  if (forced) return { number: null, text: forced[1]!, bare: false };
  let text = raw
    .replace(/\s*\*+$/, '')
    // Specks OCR reads before a heading (".. SCENE B"), and a scene letter it reads without its space ("SCENEA").
    .replace(/^[.,:;'`~_\s-]+/, '')
    .replace(/^SCENE(?=[A-Z]\.?$)/, 'SCENE ')
    // A scene number OCR read with a letter for a digit ("Al4", "1O2") before INT./EXT.: the number it is.
    .replace(
      OCR_SCENE_NO,
      (_m, letter: string, digits: string, suffix: string) => letter + digits.replace(/[lI|]/g, '1').replace(/O/g, '0') + suffix,
    )
    .trim();
  let number: string | null = null;
  const lead = text.match(LEADING_SCENE_NO);
  if (lead && startsHeading(text.slice(lead[0].length))) {
    number = lead[1]!;
    text = text.slice(lead[0].length);
  }
  // "FLASHBACK - INT. TACO TRUCK", "DREAM: EXT. FIELD": a qualifier in capitals before the heading proper.
  const qualifier = text.match(QUALIFIER);
  const proper = qualifier && SLUG.test(text.slice(qualifier[0].length)) ? text.slice(qualifier[0].length) : null;
  if (SLUG.test(text) || proper) {
    const trail = text.match(TRAILING_SCENE_NO);
    if (trail && (number === null || trail[1] === number)) {
      number ??= trail[1]!;
      text = text.slice(0, trail.index).trim();
    }
    // A heading is a short line of capitals; "Ext. lights flicker" style prose is not.
    if (
      text.length > 90 ||
      /\p{Ll}{3}/u.test(
        text
          .split(/\s+/)
          .slice(0, 3)
          .join(' ')
          .replace(/^(int|ext)\b/i, ''),
      ) ||
      (proper !== null && /\p{Ll}/u.test(text))
    )
      return null;
    return { number, text, bare: false };
  }
  // "SC. 4 - THE MEADOW - DAY", "SC 12: THE LOFT": a labelled scene number before a place in capitals, with no INT./EXT.
  const labelled = text.match(LABELLED_SCENE);
  if (labelled && !/\p{Ll}/u.test(labelled[2]!)) return { number: labelled[1]!, text: labelled[2]!, bare: false };
  // "Act One, Scene Two" names no place: the line under it may.
  const actScene = text.match(ACT_AND_SCENE);
  if (actScene) return { number: actScene[1]!.toUpperCase(), text, bare: true };
  const scene = text.match(SCENE_WORD);
  // A place in words after the number and a stop ("SCENE 3. A bench outside the flats. Evening.") is a play's or a
  // radio script's heading; lower-case words run on from "Scene 3" with no stop are prose.
  const placed = /^SCENE\s+\S+?[.:]\s/i.test(text) && (scene?.[2] ?? '').length < 110;
  if (scene && (text.length < 80 || placed) && (placed || !/\p{Ll}{4}.*\p{Ll}{4}/u.test(scene[2] ?? ''))) {
    return { number: scene[1]!.toUpperCase(), text, bare: !scene[2] };
  }
  return null;
}

/** Words a scene time is written with, after the place. */
const TIMES =
  /^(DAY|NIGHT|MORNING|EVENING|AFTERNOON|DUSK|DAWN|SUNSET|SUNRISE|NOON|LATER|MOMENTS LATER|CONTINUOUS|SAME|SAME TIME|LATE NIGHT|EARLY MORNING|MIDNIGHT|DAY \d+|NIGHT \d+)$/i;

/** Interior/exterior, place and time of a heading, read once. */
export function parseSetting(heading: string): SceneSetting {
  // "Scene Three: The kitchen" and "Act One, Scene Two" leave the place, or nothing.
  let text = (ACT_AND_SCENE.test(heading.trim()) ? '' : heading.replace(SCENE_WORD, (_m, _n: string, rest: string) => rest))
    .replace(/^[\s:.,;–—-]+/, '')
    .trim();
  const qualifier = text.match(QUALIFIER);
  if (qualifier && SLUG.test(text.slice(qualifier[0].length))) text = text.slice(qualifier[0].length);
  const slug = text.match(SLUG);
  let interior: SceneSetting['interior'] = null;
  if (slug) {
    interior = /\//.test(slug[1]!) ? 'INT/EXT' : /^(INT|EST)/i.test(slug[1]!) ? 'INT' : 'EXT';
    text = text.slice(slug[1]!.length).replace(/^[.\s-]+/, '');
  }
  const pieces = text
    // "INT. KITCHEN. DAY" uses full stops as dashes — but not after an abbreviation ("ST. BRIGID'S", "DR. LIN'S OFFICE").
    .split(/\s+[-–—]\s+|(?<!\b(?:ST|DR|MR|MRS|MS|MT|FT|JR|SR|NO))\.\s+/i)
    .map((p) => p.replace(/[.\s]+$/, '').trim())
    .filter(Boolean);
  // The time is the first piece after the place that names one ("… PORTHLEVEN. NIGHT. A GALE."); what follows it is weather.
  const at = pieces.findIndex((p, i) => i > 0 && TIMES.test(p));
  const time = at > 0 ? pieces[at]! : null;
  const placePieces = time ? pieces.slice(0, at) : pieces;
  return { interior, place: placePieces.join(' - ') || null, time };
}

/**
 * Transitions, with or without the colon ("CUT TO:", "CUT TO", "LAP DISSOLVE TO:", "GO TO BLACK"), in the
 * rarer house forms too ("SHOCK CUT TO:", "SMASH TO:", "WHIP PAN TO:", "CUT TO WHITE.").
 * A line that is exactly one of these is an editing instruction, never a speaker.
 */
const TRANSITION =
  /^((SMASH |MATCH |JUMP |HARD |QUICK |TIME |SHOCK |FLASH |WHIP )?CUT( BACK)? TO( BLACK| WHITE)?|(SMASH|SHOCK|FLASH|WHIP|MATCH) TO( BLACK| WHITE)?|WHIP PAN( TO)?|(SMASH|MATCH|JUMP|HARD|SHOCK|QUICK|FLASH) CUT|(LAP |SLOW |QUICK )?DISSOLVE( TO)?|FADE (IN|OUT|UP|DOWN|TO BLACK|TO WHITE|TO)|FADE( IN| OUT)?|GO TO BLACK|CUT TO BLACK|WIPE TO|IRIS (IN|OUT)|BACK TO( SCENE)?|INTERCUT( WITH [\w' ]+)?|TIME CUT|THE END|BLACKOUT|LIGHTS (UP|DOWN|OUT|FADE)|CURTAIN|END CREDITS)\s*[:.!]?$/i;

/** Act and episode structure: breaks that are not scenes. */
const ACT =
  /^(END OF (ACT|PART|TEASER|TAG|EPISODE|SHOW|SCENE|COLD OPEN)( [\w]+)?|(ACT|PART) (\d+|[IVX]+|ONE|TWO|THREE|FOUR|FIVE|SIX)|TEASER|TAG|COLD OPEN|COMMERCIAL BREAK|INTERMISSION|INTERVAL)\s*[.:]?$/i;

/** Words that open a typed cue line ("SFX: Door slams.", "SUPER: Fresh", "OPEN ON: a kitchen"). */
const CUE_WORDS: Array<[RegExp, CueType]> = [
  // OCR reads a radio script's F/X as FIX or E/X.
  [/^(SFX|FX|F\/X|FIX|E\/X|SOUND( EFFECTS?)?|SOUND FX|EFFECTS?|ATMOS|AMBIENCE|AMBIENT)$/, 'sound'],
  [/^(MUSIC|GRAMS|SONG|JINGLE|STING|MUSIC CUE|SCORE|THEME|BUMPER)$/, 'music'],
  [
    /^(SUPER|SUPERS|GFX|GRAPHIC|GRAPHICS|TITLE|TITLES|CAPTION|CARD|TITLE CARD|LOWER THIRD|ON SCREEN|ONSCREEN|TEXT|LEGAL|DISCLAIMER|LOGO|END CARD|CHYRON|CHIRON|TEXT ON SCREEN|ON SCREEN TEXT|ONSCREEN TEXT|SUBTITLE|SUBTITLES|SUPERTITLE)$/,
    'caption',
  ],
  [
    /^(VIDEO|IMAGE|IMAGES|OPEN ON|OPEN|CLOSE ON|ANGLE ON|ANGLE|CU|ECU|XCU|MCU|MS|MWS|WS|LS|ELS|EWS|WIDE|WIDE SHOT|WIDE ON|TIGHT ON|CLOSE[- ]?UP|EXTREME CLOSE[- ]?UP|PACKSHOT|PACK SHOT|PRODUCT SHOT|POV|INSERT|PAN|PAN TO|TRACK|TRACKING|DOLLY|PUSH IN|PULL BACK|PULL OUT|ZOOM|AERIAL|OVERHEAD|TWO SHOT|2-SHOT|OTS|CUTAWAY|MONTAGE|SERIES OF SHOTS|FLASHBACK|END FLASHBACK|BACK TO SCENE|REVEAL|RESUME|LATER|MOMENTS LATER|CONTINUOUS|(?:(?:BACK|CLOSE|ANGLE|WIDE|TIGHT|REVERSE|PUSH IN|MOVING|STAY|HOLD) )?ON [A-Z][A-Z' -]*|FAVOU?RING [A-Z][A-Z' -]*)$/,
    'shot',
  ],
];

/** Labels of a commercial's slate ("CLIENT: Sunny Oats", "LENGTH: :30"): never speakers. */
const SLATE =
  /^(CLIENT|PRODUCT|BRAND|TITLE|SPOT|LENGTH|DURATION|JOB|JOB NO|JOB #|ISCI|AD-ID|DATE|AGENCY|VERSION|PROJECT|CAMPAIGN|WRITER|PRODUCER|DIRECTOR|DRAFT|REVISION|CODE|MEDIUM|AUDIO|NOTES?|ROLES?|SCENES?|PAGES?|BREAKDOWN|SIDES|CASTING|CASTING DIRECTOR|AUDITION|CALLBACK|SESSION|SHOOT DATES?|CHARACTERS?|SUBMISSIONS?|RATE|USAGE|STORYLINE|AGE|PLAYING AGE|PLEASE PREPARE|PREPARE|TO PREPARE|SELF[- ]?TAPES?|MATERIALS?)$/;

/** The type of a line that is a non-speech cue, or null. */
export function cueTypeOf(text: string): CueType | null {
  const t = text.trim().replace(/[’`]/g, "'");
  if (TRANSITION.test(t)) return 'transition';
  if (ACT.test(t)) return 'act';
  const lead = leadingCueWord(t);
  if (lead) return lead.type;
  const labelled = soundLabelled(t);
  if (labelled) return labelled;
  // A capitals line opening with a shot word: "CLOSE ON THE JAR", "ANGLE ON MAYA", "PACKSHOT."
  const caps = t.replace(/[^A-Za-z]/g, '');
  if (
    caps &&
    caps === caps.toUpperCase() &&
    /^(CLOSE ON|ANGLE ON|OPEN ON|WIDE ON|TIGHT ON|PACKSHOT|PACK SHOT|INSERT|POV|BACK TO SCENE|SERIES OF SHOTS|MONTAGE|FLASHBACK|END FLASHBACK|INTERCUT|LATER|MOMENTS LATER)\b/.test(
      t,
    )
  )
    return 'shot';
  return null;
}

/**
 * Sound labels that never begin a name; MUSIC may ("MUSIC TEACHER"), so it needs no colon among its first words.
 * A label may end in a full stop, or in specks OCR read as one ("GRAMS. A BELL", "GRAMS-.. A BELL").
 */
const SOUND_LABEL = /^(SFX|FX|F\/X|FIX|E\/X|GRAMS|ATMOS)[.-]*\s+\S/;
/**
 * A radio cue in capitals whose label has no colon of its own: "F/X A BELL: TWO RINGS", "GRAMS THE SHIPPING
 * FORECAST", "MUSIC A LOW CELLO NOTE, HELD UNDER." — the colon further on belongs to the description.
 */
function soundLabelled(t: string): CueType | null {
  if (/\p{Ll}/u.test(t)) return null;
  if (SOUND_LABEL.test(t)) return t.startsWith('GRAMS') ? 'music' : 'sound';
  if (/^MUSIC\.?\s+\S/.test(t) && !/^MUSIC(\s+[^\s:]+){0,2}\s*:/.test(t)) return 'music';
  return null;
}

/** A line opening with a cue word and a colon (or a dash): "SFX: Door slams", "CU - waffle". */
function leadingCueWord(t: string): { type: CueType; rest: string } | null {
  const m = t.match(/^([A-Z][A-Z /'-]{0,22}?)\s*(?::|\s[-–—]\s)\s*(.*)$/) ?? t.match(/^([A-Z][A-Z /'-]{0,22}?)[.:]?$/);
  if (!m) return null;
  const word = m[1]!.trim();
  for (const [re, type] of CUE_WORDS) if (re.test(word)) return { type, rest: m[2] ?? '' };
  return null;
}

/** True for slate labels and other words that head a line but are never a character. */
export function isNeverSpeaker(name: string): boolean {
  const n = name.trim().toUpperCase();
  return SLATE.test(n) || CUE_WORDS.some(([re]) => re.test(n)) || TRANSITION.test(n) || ACT.test(n) || SOUND_LABEL.test(n);
}

/** True for a slate label line of a commercial ("LENGTH: :30"). */
export function isSlateLine(text: string): boolean {
  const m = text.trim().match(/^([A-Z][A-Z #-]{1,14}):/);
  return Boolean(m && SLATE.test(m[1]!.trim()));
}

const EXTENSION = /\s*\(([^)]*)\)\s*/g;
const CONTD = /^CONT['’`]?D\.?$|^CONT\.?$|^CONTINUING$|^CONTD$/i;

/** A character cue read into its canonical name and extensions. */
export interface Cue {
  name: string;
  extensions: string[];
  contd: boolean;
}

/** Scene numbers and revision asterisks printed after a cue ("MAYA 12", "MAYA *", "MAYA 4A."); a lone digit is a name's ("GIRL 2"). */
const MARGIN_MARKS = /(\s+(\*+|\d{2,4}[A-Z]?\.?|\d[A-Z]?\.|\d[A-Z]))+$/;
/** A line without the scene numbers and revision asterisks printed after it ("MAYA   *" → "MAYA"). */
export const withoutMarginMarks = (text: string) => text.trim().replace(MARGIN_MARKS, '');

/** The voice extensions a screenplay prints after a speaker's name and nowhere else. */
const VOICE_EXTENSION =
  /^(V\.? ?O\.?|O\.? ?S\.?|O\.? ?C\.?|PRE-?LAP|FILTERED|ON (THE )?(PHONE|RADIO|TV|SCREEN)|INTO (THE )?PHONE|SUBTITLED|SINGING|WHISPERING|CONT'?D|CONTINUING)$/;

/**
 * True when a cue line carries something only a cue carries: a voice extension or CONT'D ("PIA (V.O.)"), or a
 * margin mark after the name ("PIA 12", "PIA *"). On a page whose speech sits at the action margin this is the
 * content evidence that the line starts a speech, not a capitals word of action.
 */
export function isMarkedCue(raw: string, cue: Cue): boolean {
  return cue.contd || cue.extensions.some((e) => VOICE_EXTENSION.test(e)) || MARGIN_MARKS.test(raw.trim());
}

/** A cue's canonical name and its extensions ("MAYA (V.O.) (CONT'D)" → MAYA, [V.O.], contd). */
export function parseCue(raw: string): Cue | null {
  // Fountain's forced cue: "@" before a name in its writer's own case ("@McBride", "@Auntie Flo") makes it a cue.
  const forced = raw.trim().match(FORCED_CUE);
  // Stray marks at the ends are scan noise ("‘AUNT JUNE", "MAYA ,"); a trailing number or
  // asterisk is a margin mark ("MAYA 12", "MAYA *").
  const cleaned = (forced ? forced[1]!.toUpperCase() : raw)
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[^\p{L}\p{N}(#]+/u, '')
    .replace(MARGIN_MARKS, '')
    // OCR drops the space after a title ("MR.ABERNATHY"); the name is the same person's.
    .replace(TITLE_WITHOUT_SPACE, '$1. ');
  if (cueTypeOf(cleaned)) return null;
  // "SOMEWHERE BELOW." ends a sentence; a cue does not end in a full stop after a word.
  const finalWord = cleaned.match(/([A-Z0-9']+)\.$/);
  if (finalWord && finalWord[1]!.length > 1 && !TITLES.test(finalWord[1]!)) return null;
  // A quote mark after a name is OCR reading a speck ("GRACE'S DAD’"): names do not end in one.
  const text = cleaned
    .replace(/[^\p{L}\p{N}).#']+$/u, '')
    .replace(/:$/, '')
    .replace(/(?<=\p{L})'+$/u, '');
  const extensions: string[] = [];
  let contd = false;
  const bare = text
    .replace(EXTENSION, (_m, ext: string) => {
      const e = ext.trim().toUpperCase();
      if (CONTD.test(e)) contd = true;
      else if (e) extensions.push(e);
      return ' ';
    })
    .trim();
  let name = bare
    // A bracket left over from an extension OCR misread ("RANGER OKAFOR (0. S.))") is no part of a name, nor a
    // speck read as a comma before the extension ("FERRY CAPTAIN, (0.S)").
    .replace(/\s*[()]\s*$/, '')
    .replace(/\s*,$/, '')
    .replace(/\s+CONT'?D\.?$/i, () => ((contd = true), ''))
    .replace(/\.$/, '')
    .trim();
  // OCR sometimes reads one capital as lower case ("MS. KiM"); one slip in a capitals name is allowed. In a short name
  // only a letter whose small form is its capital's shape made smaller ("AvA", "OsKAR"), which is how OCR slips.
  const lowers = name.replace(CLAN_PREFIX, '').match(/\p{Ll}/gu) ?? [];
  const capitals = (name.match(/\p{Lu}/gu) ?? []).length;
  if (lowers.length === 1 && (capitals >= 3 || (capitals >= 2 && SAME_SHAPE_LOWER.test(lowers[0])))) name = name.toUpperCase();
  if (!isCueName(name)) return null;
  return { name, extensions, contd };
}

/** Small letters shaped as their capitals are, which OCR reads in the wrong case. */
const SAME_SHAPE_LOWER = /^[cosuvwxz]$/;
/** "McCOY", "MacBRIDE": the prefix keeps its small letters in a capitals name. */
const CLAN_PREFIX = /\bMa?c(?=[A-Z]{2})/g;
/** "@" glued to a name of at most four words, letters first: Fountain's forced character cue. */
const FORCED_CUE = /^@(\p{L}[\p{L}'’. -]{0,30}(?:\s*\([^)]{1,20}\))*)$/u;
const TITLES = /^(DR|MR|MRS|MS|ST|SGT|LT|JR|SR|PROF|CAPT|COL|REV|GEN|MAJ|CPL|PVT|DET|INSP|SUPT|OFC|NO)$/;
const TITLE_WITHOUT_SPACE = /\b(DR|MR|MRS|MS|SGT|PROF|CAPT|DET)\.(?=[A-Z])/g;
/** "THE VOICE ON THE RADIO" is a speaker; a longer run of capitals is a line of shouting or a title. */
const MAX_NAME_WORDS = 5;

/** Capitals-only names of at most five words: "COP #2", "DR. PATEL", "MRS. O'BRIEN", "McCOY". */
export function isCueName(name: string): boolean {
  if (name.length < 2 || name.length > 32) return false;
  const upper = name.replace(CLAN_PREFIX, (m) => m.toUpperCase());
  if (/[a-z]/.test(upper)) return false;
  if (!/^[A-Z0-9][A-Z0-9 .'#&/-]*$/.test(upper)) return false;
  if ((upper.match(/[A-Z]/g) ?? []).length < 2) return false;
  if (upper.split(' ').length > MAX_NAME_WORDS) return false;
  // A full stop in a name follows a title or an initial ("DR. PATEL", "J. R."); after any other
  // word it ends a sentence or a place ("IT LEANS.", "THE LAMP ROOM. CONTINUOUS").
  for (const word of upper.match(/[A-Z0-9']+\./g) ?? []) if (word.length > 2 && !TITLES.test(word.slice(0, -1))) return false;
  return !headingParts(upper) && !isNeverSpeaker(upper) && !/^(THE END|CONTINUED|MORE|CONT'D)$/.test(upper);
}
