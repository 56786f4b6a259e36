/**
 * What the page gives about people that the reading used to miss (decision 044), each class on a small scene of its
 * own words: a cast list before the scene, a surname between a name and its role, a name said shortened, a kinship
 * seen from the other side, and a past the two share told in the past tense.
 */
import { expect, test } from 'vitest';
import { sidesOf } from '../../../../test/fixtures/guide-sides.js';
import { readScript } from './read-script.js';

const read = (page: string, character: string, family: 'screenplay' | 'stage' = 'screenplay') => {
  const reading = readScript([{ script: sidesOf(family, page), fileType: 'sides' }], character);
  return { reading, scene: reading.scenes[0]! };
};

const LIGHTHOUSE = `
Characters — ORLA, ten; FERGUS, her uncle; the KEEPER, who is never seen.
# SCENE 2. The lamp room. Dusk.
ORLA climbs the last step. FERGUS polishes the lens.
ORLA: Can I wind the clock tonight?
FERGUS: You'll overwind it.
ORLA: I won't. I watched you every night last week.
FERGUS: Gently, then.
`;

test('a cast list before the scene names the partner when the scene itself does not', () => {
  const { scene } = read(LIGHTHOUSE, 'ORLA', 'stage');
  expect(scene.relationships.find((r) => r.partner === 'FERGUS')?.named).toBe('her uncle');
});

const DEPOT = `
# 9 INT. BUS DEPOT - OFFICE - NIGHT
TOMASZ KOWALCZYK (60s), the depot's night controller, reads the rota. BRIDIE (20s) leans in the door.
BRIDIE: Can I swap Thursday?
TOMASZ: Thursday's short already.
BRIDIE: Tomasz. Please.
TOMASZ: Go on, then.
`;

test('a surname printed after the name does not hide the role the page gives them', () => {
  const { scene } = read(DEPOT, 'BRIDIE');
  expect(scene.relationships.find((r) => r.partner === 'TOMASZ')?.named).toBe("the depot's night controller");
});

const TIDE = `
# 3 EXT. HARBOUR WALL - DAY
ROSALIND (9) sits with her legs over the edge. Her cousin, DECLAN (14), walks along the wall with a crab line. He sits down beside her.
DECLAN: Ros. You're not allowed out here.
ROSALIND: You are.
DECLAN: I'm fourteen.
ROSALIND: You carried me along this wall on your shoulders.
DECLAN: You're letting your shoes drip on my bait.
ROSALIND: Can I hold the line?
DECLAN: One go.
`;

test('a name said shortened is a term of address, and a cousin is a cousin from either side', () => {
  const { scene } = read(TIDE, 'DECLAN');
  const withHer = scene.relationships.find((r) => r.partner === 'ROSALIND')!;
  expect(withHer.callsThem).toContain('Ros');
  expect(withHer.named).toBe('his cousin');
});

test('a past the two share, said in the past tense to the other, is their history; a remark in the present is not', () => {
  const { scene } = read(TIDE, 'ROSALIND');
  const history = scene.relationships.find((r) => r.partner === 'DECLAN')!.sharedHistory.map((h) => h.text);
  expect(history).toContain('You carried me along this wall on your shoulders.');
  expect(history.join(' ')).not.toContain('letting your shoes drip');
});
