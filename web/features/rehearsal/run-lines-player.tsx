/**
 * Run lines: the browser's own voices read the other parts, the actor's lines wait behind
 * "Show my line", and one big Next (or the space bar, or a switch) moves on. Everything runs from
 * the loaded page: no call to the network once the scenes are here.
 */
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { Rehearsal, RehearsalScene, RehearsalSpeech } from '../../../common/contracts/rehearsal';
import { readingTimeMs, replyPauseMs, sequenceOf, voicesFor, type PartnerVoice, type RunMode } from './run-lines';

const SPEEDS = [
  { label: 'Slow', rate: 0.75 },
  { label: 'Normal', rate: 1 },
  { label: 'Fast', rate: 1.2 },
] as const;

const synth = (): SpeechSynthesis | null => (typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null);

/** The device's voices; empty where it has none (or no speech at all), filled when they finish loading. */
function useVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => synth()?.getVoices() ?? []);
  useEffect(() => {
    const s = synth();
    if (!s) return;
    // Chromium fills the list after the first call, and says so with this event.
    const update = () => setVoices(s.getVoices());
    s.addEventListener('voiceschanged', update);
    return () => s.removeEventListener('voiceschanged', update);
  }, []);
  return voices;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The run-lines screen's settings (scene, mode, speed) around one scene's player. */
export function RunLines({ rehearsal, initialScene = 0 }: { rehearsal: Rehearsal; initialScene?: number }) {
  const [sceneIndex, setSceneIndex] = useState(Math.min(Math.max(initialScene, 0), rehearsal.scenes.length - 1));
  const [mode, setMode] = useState<RunMode>('cue');
  const [rate, setRate] = useState(1);
  const [goOn, setGoOn] = useState(true);
  const voices = useVoices();
  const scene = rehearsal.scenes[sceneIndex]!;
  const partnerVoices = useMemo(() => voicesFor(scene.speeches, voices, document.documentElement.lang || 'en'), [scene, voices]);
  const canSpeak = voices.length > 0;

  return (
    <div className="run stack-lg">
      <div className="card run__settings">
        <div className="field">
          <label htmlFor="run-scene">Scene</label>
          <select id="run-scene" value={sceneIndex} onChange={(e) => setSceneIndex(Number(e.target.value))}>
            {rehearsal.scenes.map((s, i) => (
              <option key={i} value={i}>
                {s.title} · {plural(s.speeches.filter((x) => x.mine).length, 'line')} for you
              </option>
            ))}
          </select>
        </div>
        <Choice
          legend="What the phone reads"
          options={[
            { label: 'Cue only', value: 'cue' },
            { label: 'Whole scene', value: 'whole' },
          ]}
          value={mode}
          onChange={setMode}
        />
        {canSpeak && (
          <Choice legend="Speed" options={SPEEDS.map((s) => ({ label: s.label, value: s.rate }))} value={rate} onChange={setRate} />
        )}
        <label className="check">
          <input type="checkbox" checked={goOn} onChange={(e) => setGoOn(e.target.checked)} /> Go on by itself after my line
        </label>
      </div>
      {!canSpeak && (
        <div className="banner banner--warning" role="status">
          <p>
            This device has no voices to read the other parts aloud, so they appear below as text. A grown-up can read them out, or read
            them in your head and answer.
          </p>
        </div>
      )}
      <ScenePlayer
        key={`${sceneIndex}-${mode}`}
        scene={scene}
        sequence={sequenceOf(scene.speeches, mode)}
        voiceOf={partnerVoices}
        canSpeak={canSpeak}
        rate={rate}
        goOn={goOn}
        hasNextScene={sceneIndex < rehearsal.scenes.length - 1}
        onNextScene={() => setSceneIndex((i) => i + 1)}
      />
    </div>
  );
}

/** A set of big radio buttons. */
function Choice<T extends string | number>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: Array<{ label: string; value: T }>;
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className="segmented">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.label} className={`segmented__option${o.value === value ? ' segmented__option--on' : ''}`}>
          <input type="radio" name={legend} checked={o.value === value} onChange={() => onChange(o.value)} />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

/** Reads one partner line aloud; calls `done` when the voice has finished (or failed). Returns a stop. */
function speakLine(line: RehearsalSpeech, voice: PartnerVoice | undefined, rate: number, done: () => void): () => void {
  const s = synth()!;
  const u = new SpeechSynthesisUtterance(line.text);
  if (voice?.voice) {
    u.voice = voice.voice;
    u.lang = voice.voice.lang;
  }
  u.pitch = voice?.pitch ?? 1;
  u.rate = rate;
  let stopped = false;
  u.onend = () => !stopped && done();
  u.onerror = () => !stopped && done();
  s.speak(u);
  return () => {
    stopped = true;
    s.cancel();
  };
}

function ScenePlayer({
  scene,
  sequence,
  voiceOf,
  canSpeak,
  rate,
  goOn,
  hasNextScene,
  onNextScene,
}: {
  scene: RehearsalScene;
  sequence: RehearsalSpeech[];
  voiceOf: Map<string, PartnerVoice>;
  canSpeak: boolean;
  rate: number;
  goOn: boolean;
  hasNextScene: boolean;
  onNextScene: () => void;
}) {
  const [index, setIndex] = useState(-1);
  const [playing, setPlaying] = useState(false);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const currentRef = useRef<HTMLLIElement>(null);
  const current = sequence[index];
  const finished = index >= sequence.length;

  // Each line in turn: a partner line is read (or shown for its reading time), the actor's line waits
  // for about as long as it takes to say, or for Next when "go on by itself" is off.
  useEffect(() => {
    if (!playing || !current) return;
    const advance = () => setIndex((i) => i + 1);
    if (!current.mine && canSpeak) return speakLine(current, voiceOf.get(current.speaker), rate, advance);
    if (current.mine && !goOn) return;
    const timer = setTimeout(advance, current.mine ? replyPauseMs(current, rate) : readingTimeMs(current, rate));
    return () => clearTimeout(timer);
  }, [playing, current, canSpeak, voiceOf, rate, goOn]);

  useEffect(() => {
    currentRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [index]);

  const next = () => {
    setPlaying(true);
    setIndex((i) => (i >= sequence.length ? 0 : i + 1));
    if (finished) setRevealed(new Set());
  };
  const back = () => {
    setIndex((i) => Math.max(0, i - 1));
  };
  const reveal = (id: string) => setRevealed((r) => new Set(r).add(id));

  // Space (or a switch that sends it) is Next anywhere on the page except on a control of its own.
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (e.key !== ' ' || e.repeat || e.altKey || e.ctrlKey || e.metaKey) return;
    if ((e.target as HTMLElement).closest('button, a, input, select, textarea, summary, label')) return;
    e.preventDefault();
    next();
  });
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const shown = sequence.slice(0, Math.min(index + 1, sequence.length));
  const label = index < 0 ? 'Start the scene' : finished ? 'Run it again' : 'Next';
  return (
    <section className="card run__scene" aria-labelledby="run-scene-title">
      <h2 id="run-scene-title">{scene.title}</h2>
      {index < 0 ? (
        <p className="run__intro">
          Tap <strong>Start the scene</strong>. The phone reads the other parts; when it's your turn, say your line. Stuck? Tap{' '}
          <strong>Show my line</strong>.
        </p>
      ) : (
        <ol className="run__lines" aria-label="The scene so far">
          {shown.map((s, i) => (
            <li
              key={s.id}
              ref={i === index ? currentRef : undefined}
              className={`run__line${s.mine ? ' run__line--mine' : ''}${i === index ? ' run__line--now' : ''}`}
              aria-current={i === index ? 'step' : undefined}
            >
              {s.mine ? (
                <MyLine speech={s} revealed={revealed.has(s.id)} onReveal={() => reveal(s.id)} now={i === index} />
              ) : (
                <p className="run__partner" aria-live={i === index && !canSpeak ? 'polite' : undefined}>
                  <span className="run__speaker">{s.speaker}</span> <SpeechText speech={s} />
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {finished && (
        <p className="run__end" role="status">
          End of the scene. Well done!
        </p>
      )}
      <div className="run__controls">
        <button type="button" className="btn btn--gold btn--block run__next" onClick={next}>
          {label}
        </button>
        <div className="run__secondary">
          {index >= 0 && !finished && (
            <button type="button" className="btn btn--outline" onClick={() => setPlaying((p) => !p)} aria-pressed={!playing}>
              {playing ? 'Pause' : 'Paused — tap to go on'}
            </button>
          )}
          {index > 0 && !finished && (
            <button type="button" className="btn btn--outline" onClick={back}>
              Back one line
            </button>
          )}
          {finished && hasNextScene && (
            <button type="button" className="btn btn--outline" onClick={onNextScene}>
              Next scene
            </button>
          )}
        </div>
        <p className="muted run__hint">The space bar works as Next too.</p>
      </div>
    </section>
  );
}

/** The actor's own line: hidden until tapped, so the actor says it first. */
function MyLine({ speech, revealed, onReveal, now }: { speech: RehearsalSpeech; revealed: boolean; onReveal: () => void; now: boolean }) {
  return (
    <div className="run__mine">
      <p className="run__speaker">{now ? 'Your line — say it now' : 'Your line'}</p>
      {revealed ? (
        <p className="run__my-text">
          <SpeechText speech={speech} />
        </p>
      ) : (
        <button type="button" className="btn btn--outline run__reveal" onClick={onReveal}>
          Show my line
        </button>
      )}
    </div>
  );
}

/** A speech's words with its inline directions set apart. */
function SpeechText({ speech }: { speech: RehearsalSpeech }) {
  return (
    <>
      {speech.parts.map((p, i) =>
        p.kind === 'direction' ? (
          <em key={i} className="run__direction">
            {' '}
            {p.text}{' '}
          </em>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}
