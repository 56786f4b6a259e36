/** A scene heading's setting: full stops as dashes ("INT. KITCHEN. DAY"), but not after an abbreviation. */
import { expect, test } from 'vitest';
import { headingParts, parseSetting } from './script-words.js';

test('full stops split a heading like dashes, except after an abbreviation in the place', () => {
  expect(parseSetting('INT. KITCHEN. DAY')).toEqual({ interior: 'INT', place: 'KITCHEN', time: 'DAY' });
  expect(parseSetting("INT. ST. BRIGID'S HOSPITAL - PEDIATRIC ER - NIGHT")).toEqual({
    interior: 'INT',
    place: "ST. BRIGID'S HOSPITAL - PEDIATRIC ER",
    time: 'NIGHT',
  });
  expect(parseSetting("EXT. DR. LIN'S HOUSE - DAY")).toMatchObject({ place: "DR. LIN'S HOUSE" });
});

test('an act and scene on one line is a heading numbered by its scene', () => {
  expect(headingParts('Act One, Scene Four')).toEqual({ number: 'FOUR', text: 'Act One, Scene Four', bare: false });
  expect(headingParts('ACT 2 SCENE 3')).toEqual({ number: '3', text: 'ACT 2 SCENE 3', bare: false });
  expect(headingParts('Act Two, Scene Three, in which everybody argues about the garden')).toBeNull();
});
