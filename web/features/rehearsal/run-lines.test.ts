import { describe, expect, test } from 'vitest';
import type { RehearsalSpeech } from '../../../common/contracts/rehearsal';
import { replyPauseMs, sequenceOf, voicesFor } from './run-lines';

const line = (id: string, speaker: string, text: string, mine = false): RehearsalSpeech => ({
  id,
  speaker,
  text,
  parts: [{ kind: 'words', text }],
  mine,
});
const scene = [
  line('s1', 'DAD', 'Morning.'),
  line('s2', 'MOM', 'Business booming?'),
  line('s3', 'MAYA', 'Three customers.', true),
  line('s4', 'MAYA', 'And a dog.', true),
  line('s5', 'DAD', 'A dog is not a customer.'),
  line('s6', 'MOM', 'Bed.'),
];
const voice = (name: string, lang = 'en-US') => ({ name, lang }) as SpeechSynthesisVoice;

describe('run lines', () => {
  test('cue only keeps the partner line before each of the actor lines; whole scene keeps every line', () => {
    expect(sequenceOf(scene, 'cue').map((s) => s.id)).toEqual(['s2', 's3', 's4']);
    expect(sequenceOf(scene, 'whole')).toHaveLength(6);
  });

  test('the wait after a cue grows with the reply and with a slower speed', () => {
    const short = replyPauseMs(scene[2]!, 1);
    expect(replyPauseMs(line('x', 'MAYA', 'one two three four five six seven eight nine ten', true), 1)).toBeGreaterThan(short);
    expect(replyPauseMs(scene[2]!, 0.75)).toBeGreaterThan(short);
  });

  test('each partner gets a voice of their own while there are voices, English first, then a different pitch', () => {
    const two = voicesFor(scene, [voice('Amélie', 'fr-FR'), voice('Alex'), voice('Samantha')]);
    expect(two.get('DAD')!.voice!.name).toBe('Alex');
    expect(two.get('MOM')!.voice!.name).toBe('Samantha');
    const one = voicesFor(scene, [voice('Alex')]);
    expect(one.get('DAD')!.pitch).not.toBe(one.get('MOM')!.pitch);
    expect(voicesFor(scene, []).get('DAD')!.voice).toBeNull();
    expect(voicesFor(scene, []).has('MAYA')).toBe(false);
  });
});
