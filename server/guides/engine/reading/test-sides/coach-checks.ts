/**
 * Compares the scene reading of a test side with the coach's reading of it, part by part, so the
 * nine-genre test can assert each part and `score.ts` can count them on sides the reading was not
 * tuned on.
 */
import { sidesOf } from '../../../../../test/fixtures/guide-sides.js';
import { readScript } from '../read-script.js';
import { lineBefore } from '../shape.js';
import { tacticsOf } from '../tactics.js';
import type { Line, SceneReading } from '../types.js';
import type { TestSide } from './side.js';

export interface CoachCheck {
  name: 'partners' | 'want' | 'obstacle' | 'stakes' | 'turn' | 'relationships' | 'moment before' | 'pronouns';
  pass: boolean;
  expected: unknown;
  got: unknown;
}

/** Reads a side as the engine does: the sides' Script, the character the coach read for. */
export function readSide(side: TestSide) {
  const reading = readScript([{ script: sidesOf(side.family, side.page), fileType: 'sides' }], side.character);
  return { reading, scene: reading.scenes[side.scene ?? 0]! };
}

/** The tactic one line shows on its own, read against the speech it answers (as a beat reads it, one line wide). */
export function lineTacticOf(scene: SceneReading, line: Line) {
  const heard =
    lineBefore(
      scene.items,
      scene.items.findIndex((i) => i.kind === 'speech' && i.line === line),
    )?.line ?? null;
  const events = scene.events.filter((e) => e.line === line && e.by === line.speaker);
  return tacticsOf(events, [line], { heard: () => heard })[0]!.tactic;
}

/** Each part of the coach's reading against the reading's. */
export function checksOf(side: TestSide): CoachCheck[] {
  const { coach } = side;
  const { reading, scene } = readSide(side);
  const at = (line: Line) => scene.items.findIndex((i) => i.kind === 'speech' && i.line === line);
  const turnAt = scene.turn ? at(scene.turn.line) : Infinity;
  // The central ask is the one fought over; without a fight, what they were after up to the turn ("Go." after it is the outcome).
  const theirs = scene.wants.filter((w) => w.from === coach.want.from);
  const want = theirs.find((w) => w.resisted) ?? theirs.find((w) => at(w.ask) <= turnAt);
  const stake = scene.stakes[0]?.line.text;
  const relationships = Object.entries(coach.relationships).map(([partner, expected]) => {
    const r = scene.relationships.find((x) => x.partner === partner);
    const history = r?.sharedHistory.map((h) => h.text).join(' ') ?? '';
    const pass =
      r !== undefined &&
      (!expected.named || (r.named ?? '').includes(expected.named)) &&
      (expected.callsThem ?? []).every((t) => r.callsThem.includes(t)) &&
      (expected.calledBy ?? []).every((t) => r.calledBy.includes(t)) &&
      (!expected.history || history.includes(expected.history));
    return { pass, got: r && { partner, named: r.named, callsThem: r.callsThem, calledBy: r.calledBy, history } };
  });
  const pronouns = Object.fromEntries(Object.keys(coach.pronouns ?? {}).map((name) => [name, reading.pronouns[name]]));
  const opening = scene.momentBefore.openingAction?.text ?? null;
  const momentBefore: CoachCheck[] = coach.momentBefore
    ? [
        {
          name: 'moment before',
          pass: coach.momentBefore.opening === null ? opening === null : Boolean(opening?.includes(coach.momentBefore.opening)),
          expected: coach.momentBefore.opening,
          got: opening,
        },
      ]
    : [];
  return [
    {
      name: 'partners',
      pass: [...scene.partners].sort().join() === [...coach.partners].sort().join(),
      expected: coach.partners,
      got: scene.partners,
    },
    {
      name: 'want',
      pass: want?.of === coach.want.of && want.askText.includes(coach.want.ask),
      expected: coach.want,
      got: want && { of: want.of, ask: want.askText },
    },
    {
      name: 'obstacle',
      pass: coach.obstacle
        ? scene.obstacle?.by === coach.obstacle.by && scene.obstacle.line.text.includes(coach.obstacle.says)
        : scene.obstacle === null,
      expected: coach.obstacle,
      got: scene.obstacle && { by: scene.obstacle.by, says: scene.obstacle.line.text },
    },
    { name: 'stakes', pass: coach.stakes.some((s) => stake?.includes(s)), expected: coach.stakes, got: stake ?? null },
    { name: 'turn', pass: Boolean(scene.turn?.line.text.includes(coach.turn)), expected: coach.turn, got: scene.turn?.line.text ?? null },
    {
      name: 'relationships',
      pass: relationships.every((r) => r.pass),
      expected: coach.relationships,
      got: relationships.map((r) => r.got),
    },
    ...momentBefore,
    {
      name: 'pronouns',
      pass: Object.entries(coach.pronouns ?? {}).every(([name, p]) => pronouns[name] === p),
      expected: coach.pronouns ?? {},
      got: pronouns,
    },
  ];
}

export interface ArcCheck {
  name: 'pursuer' | 'ask' | 'turn' | 'outcome';
  pass: boolean;
  expected: unknown;
  got: unknown;
}

/**
 * The scene's arc against the coach's (decision 043): who presses (the coach's want is theirs) and their central ask, where it turns
 * (the line the page's beat answers, the first after it, or the events' turn; an action turn by its words), and,
 * where the coach wrote an arc, who comes out with it — an arc left open counts as neither.
 */
export function arcChecksOf(side: TestSide): ArcCheck[] {
  const { scene } = readSide(side);
  const arc = scene.arc;
  const pursuer = side.arc?.pursuer ?? side.coach.want.from;
  const lines = [scene.turn?.line.text, arc?.landing?.text, arc?.reaction?.text].filter((t): t is string => Boolean(t));
  const turnWords = side.arc?.turnIsAction ? side.arc.turn : side.coach.turn;
  const turned =
    lines.some((t) => t.includes(side.coach.turn)) || Boolean(side.arc?.turnIsAction && arc?.beat?.item.text.includes(turnWords));
  const checks: ArcCheck[] = [
    { name: 'pursuer', pass: arc?.pursuer === pursuer, expected: pursuer, got: arc?.pursuer ?? null },
    // The central ask the writers tell the story from: the coach's want, said by the right pursuer.
    {
      name: 'ask',
      pass: side.coach.want.from === pursuer && arc?.pursuer === pursuer && Boolean(arc.want?.askText.includes(side.coach.want.ask)),
      expected: side.coach.want.ask,
      got: arc?.want?.askText ?? null,
    },
    { name: 'turn', pass: turned, expected: turnWords, got: lines },
  ];
  if (side.arc) {
    const won = !arc || arc.outcome === 'open' ? null : arc.outcome === 'pursuer' ? arc.pursuer : arc.resister;
    const got = won === null ? 'neither' : won === side.character ? 'character' : 'partner';
    const expected = side.arc.outcome;
    checks.push({ name: 'outcome', pass: got === expected || (expected === 'both' && arc?.outcome === 'pursuer'), expected, got });
  }
  return checks;
}
