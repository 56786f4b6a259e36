/** A scene heading's setting: full stops as dashes ("INT. KITCHEN. DAY"), but not after an abbreviation. */
import { expect, test } from 'vitest';
import { cueTypeOf, headingParts, isNeverSpeaker, parseSetting } from './script-words.js';

test('full stops split a heading like dashes, except after an abbreviation in the place', () => {
  expect(parseSetting('INT. KITCHEN. DAY')).toEqual({ interior: 'INT', place: 'KITCHEN', time: 'DAY' });
  expect(parseSetting("INT. ST. BRIGID'S HOSPITAL - PEDIATRIC ER - NIGHT")).toEqual({
    interior: 'INT',
    place: "ST. BRIGID'S HOSPITAL - PEDIATRIC ER",
    time: 'NIGHT',
  });
  expect(parseSetting("EXT. DR. LIN'S HOUSE - DAY")).toMatchObject({ place: "DR. LIN'S HOUSE" });
});

test('an act and scene on one line is a heading numbered by its scene, with no place of its own (the next line may give it)', () => {
  expect(headingParts('Act One, Scene Four')).toEqual({ number: 'FOUR', text: 'Act One, Scene Four', bare: true });
  expect(headingParts('ACT 2 SCENE 3')).toEqual({ number: '3', text: 'ACT 2 SCENE 3', bare: true });
  expect(parseSetting('ACT 2 SCENE 3')).toEqual({ interior: null, place: null, time: null });
  expect(headingParts('Act Two, Scene Three, in which everybody argues about the garden')).toBeNull();
});

test('a play or radio heading gives its place in words after the number and a stop; prose run on from "Scene 2" is not one', () => {
  expect(headingParts('SCENE 5. The back of a bakery van. Dawn.')).toMatchObject({ number: '5', bare: false });
  expect(parseSetting('SCENE 5. The back of a bakery van. Dawn.')).toEqual({
    interior: null,
    place: 'The back of a bakery van',
    time: 'Dawn',
  });
  expect(parseSetting('Scene Six: The allotment shed')).toMatchObject({ place: 'The allotment shed' });
  expect(headingParts('SCENE 9/2. INT. CANTEEN. DAY')).toMatchObject({ number: '9/2' });
  expect(headingParts('Scene 2 was where everybody walked out on the director')).toBeNull();
  // A long place in words still heads the scene; a time of day before the weather is the time.
  expect(headingParts('SCENE 7. The upstairs landing of a guest house in Scarborough. A wet Sunday in August.')).toMatchObject({
    number: '7',
  });
  expect(parseSetting('THE SIGNAL BOX, HALTWHISTLE. NIGHT. SNOW.')).toEqual({
    interior: null,
    place: 'THE SIGNAL BOX, HALTWHISTLE',
    time: 'NIGHT',
  });
});

test('a radio cue whose label has no colon of its own is a cue, whatever colon its description carries', () => {
  expect(cueTypeOf('F/X A KNOCK: THREE TIMES, SLOW.')).toBe('sound');
  expect(cueTypeOf('GRAMS THE SHIPPING FORECAST, LOW')).toBe('music');
  expect(cueTypeOf('MUSIC A HARP GLISSANDO: UP AND OUT')).toBe('music');
  expect(isNeverSpeaker('SFX A KNOCK')).toBe(true);
  // A name that starts with a music word is still a name, and a speech is not a cue.
  expect(cueTypeOf('MUSIC TEACHER: SIT DOWN, ALL OF YOU!')).toBeNull();
  expect(cueTypeOf('FX is what we call it in the trade.')).toBeNull();
  expect(isNeverSpeaker('MUSIC TEACHER')).toBe(false);
});

test('a heading with a qualifier in capitals before it ("FLASHBACK - INT. …") is a heading; prose is not', () => {
  expect(headingParts('FLASHBACK - INT. BOATYARD OFFICE - NIGHT')).toEqual({
    number: null,
    text: 'FLASHBACK - INT. BOATYARD OFFICE - NIGHT',
    bare: false,
  });
  expect(headingParts('14 DREAM SEQUENCE: EXT. WHEAT FIELD - DAY 14')).toMatchObject({ number: '14' });
  expect(parseSetting('FLASHBACK - INT. BOATYARD OFFICE - NIGHT')).toEqual({ interior: 'INT', place: 'BOATYARD OFFICE', time: 'NIGHT' });
  expect(headingParts('Later - inside the boatyard office')).toBeNull();
  expect(headingParts('SHE TURNS - EXT lights flicker')).toBeNull();
});

test('the rarer transitions and caption labels are cues, never speakers', () => {
  for (const t of ['SHOCK CUT TO:', 'SMASH TO:', 'WHIP PAN TO:', 'FLASH CUT TO:', 'CUT TO WHITE.', 'MATCH TO:']) {
    expect(cueTypeOf(t)).toBe('transition');
    expect(isNeverSpeaker(t.replace(/[:.]$/, ''))).toBe(true);
  }
  expect(cueTypeOf('CHIRON: Nine days earlier')).toBe('caption');
  expect(cueTypeOf('TEXT ON SCREEN: where r u')).toBe('caption');
  expect(cueTypeOf('IMAGE: A burnt photograph.')).toBe('shot');
  for (const label of ['CHIRON', 'IMAGE', 'ONSCREEN TEXT']) expect(isNeverSpeaker(label)).toBe(true);
  // A name that only starts like one stays a speaker.
  expect(isNeverSpeaker('IMOGEN')).toBe(false);
});

test('a scene number OCR read with a letter for a digit before a slugline is still the heading’s number', () => {
  expect(headingParts('Al4 INT. BOATHOUSE - NIGHT')).toEqual({ number: 'A14', text: 'INT. BOATHOUSE - NIGHT', bare: false });
  expect(headingParts('1O2 EXT. CAR PARK - DAY')).toMatchObject({ number: '102', text: 'EXT. CAR PARK - DAY' });
  expect(headingParts('I2B. INT. HALL - DAY')).toMatchObject({ number: '12B' });
  expect(headingParts('Also INT. stuff happens')).toBeNull();
});

test('a cut named without "TO" ("SMASH CUT", "JUMP CUT.") is a transition, never a speaker', () => {
  expect(cueTypeOf('SMASH CUT')).toBe('transition');
  expect(cueTypeOf('JUMP CUT.')).toBe('transition');
  expect(isNeverSpeaker('MATCH CUT')).toBe(true);
  expect(cueTypeOf('SMASH CUTS THE ROPE')).toBeNull();
});

test('a forced heading is one full stop glued to capitals; an ellipsis, a spaced stop or prose is not', () => {
  expect(headingParts('.DREAM - THE GLASSHOUSE')).toEqual({ number: null, text: 'DREAM - THE GLASSHOUSE', bare: false });
  expect(headingParts('...AND THEN NOTHING')).toBeNull();
  expect(headingParts('. ORLA RUNS')).toBeNull();
  expect(headingParts('.Then she left')).toBeNull();
});

test('a scene number labelled SC before a dash and a place in capitals is a heading without INT. or EXT.', () => {
  expect(headingParts('SC. 12 - THE HAYLOFT - NIGHT')).toMatchObject({ number: '12', bare: false });
  expect(headingParts('Sc 7: BEHIND THE CHIP SHOP')).toMatchObject({ number: '7' });
  expect(parseSetting(headingParts('SC. 12 - THE HAYLOFT - NIGHT')!.text)).toEqual({ interior: null, place: 'THE HAYLOFT', time: 'NIGHT' });
  expect(headingParts('SC. 12 - the hayloft, where they hid')).toBeNull();
});
