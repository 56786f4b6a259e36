// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { splitGuide } from './guide-sections';

// The shape the engine writes (server/guides/engine), cut down: a header, its plain contents list, the sections.
const guide = [
  '<article class="g-guide"><header class="g-header"><p class="g-title">Tess — Still Water</p></header>',
  '<aside class="g-contents"><ol><li>The story</li></ol></aside>',
  '<section class="g-section g-story"><h2>The story</h2><p>Morning at the pool.</p></section>',
  '<section class="g-section g-scene"><h2>Scene 1: INT. POOL</h2><p>One.</p></section>',
  '<section class="g-section g-scene"><h2>Scene 2: EXT. CAR PARK</h2><p>Two.</p></section>',
  '<section class="g-section g-cues"><h2>Cue line sheet</h2><table><tbody><tr><td>cue</td></tr></tbody></table></section>',
  '<section class="g-section"><h2>A heading the engine has no short name for</h2><p>Else.</p></section>',
  '<section class="g-section g-story"><h2>The story, again</h2><p>Twice.</p></section>',
  '</article>',
].join('');

describe('splitGuide', () => {
  const { intro, sections } = splitGuide(guide);

  it('keeps what comes before the sections and drops the engine’s own contents list', () => {
    expect(intro).toContain('Tess — Still Water');
    expect(intro).not.toContain('g-contents');
    expect(intro).not.toContain('g-section');
  });

  it('gives each section its heading, a short name, its class and its body without the heading', () => {
    expect(sections.map((s) => [s.title, s.short, s.kind])).toEqual([
      ['The story', 'Story', 'g-story'],
      ['Scene 1: INT. POOL', 'Scene 1', 'g-scene'],
      ['Scene 2: EXT. CAR PARK', 'Scene 2', 'g-scene'],
      ['Cue line sheet', 'Cue sheet', 'g-cues'],
      ['A heading the engine has no short name for', 'A heading the engine…', ''],
      ['The story, again', 'Story', 'g-story'],
    ]);
    expect(sections[0]!.html).toBe('<p>Morning at the pool.</p>');
    expect(sections.map((s) => s.scene)).toEqual([undefined, 1, 2, undefined, undefined, undefined]);
  });

  it('makes every anchor unique on the page', () => {
    expect(sections.map((s) => s.id)).toEqual([
      'guide-story',
      'guide-scene-1',
      'guide-scene-2',
      'guide-cues',
      'guide-section',
      'guide-story-more',
    ]);
  });

  it('survives a round trip through JSON, as the examples split at build do', () => {
    expect(JSON.parse(JSON.stringify({ intro, sections }))).toEqual({ intro, sections });
  });
});
