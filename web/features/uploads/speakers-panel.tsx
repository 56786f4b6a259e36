import { useCallback, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { speakerName } from '../../../common/contracts/corrections';
import { dropped, findSpeaker, fixesOf, linesOf, renamed, speakersOf, undone, type Fix, type Speaker } from './reading';
import type { useUploads } from './use-uploads';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * "Who's in your sides?": the speakers the reader found, with their line counts, as choices that fill
 * the character field; the chosen one's lines; and the fixes (rename or merge, not a character) made
 * before a guide is spent. See docs/decisions/011-fixing-the-reading.md.
 */
export function SpeakersPanel({
  uploads,
  chosen,
  onChoose,
}: {
  uploads: ReturnType<typeof useUploads>;
  /** The character field's value. */
  chosen: string;
  /** Fills the character field. */
  onChoose: (name: string) => void;
}) {
  const readings = uploads.files.flatMap((f) => (f.reading ? [f.reading] : []));
  const speakers = speakersOf(readings);
  const fixes = fixesOf(readings);
  const selected = findSpeaker(speakers, chosen);
  if (readings.length === 0) return null;

  const undo = async (fix: Fix) => {
    if (await uploads.correct((r) => undone(r, fix))) toast.success('Fix undone');
  };

  return (
    <section className="card speakers" aria-labelledby="speakers-title">
      <h2 id="speakers-title">Who's in your sides?</h2>
      {speakers.length === 0 ? (
        <p>We couldn't find anyone speaking in your PDF. Type your character's name below, as it appears in the sides.</p>
      ) : (
        <>
          <p className="muted">Tap your character. If we read a name wrong, fix it here: nothing is spent until you generate.</p>
          <ul className="speaker-chips" aria-label="Speakers we found">
            {speakers.map((s) => (
              <li key={s.name}>
                <button
                  type="button"
                  className={`chip${selected?.name === s.name ? ' chip--on' : ''}`}
                  aria-pressed={selected?.name === s.name}
                  onClick={() => onChoose(s.name)}
                >
                  {s.name} <span className="chip__count">{plural(s.lines, 'line')}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {selected && <SpeakerDetail key={selected.name} speaker={selected} uploads={uploads} onChoose={onChoose} />}
      {fixes.length > 0 && (
        <div className="speakers__fixes">
          <h3>Your fixes</h3>
          <ul>
            {fixes.map((fix) => {
              const label = fix.kind === 'rename' ? `${fix.from} → ${fix.to}` : `${fix.name} is not a character`;
              return (
                <li key={label}>
                  <span>{label}</span>
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    aria-label={`Undo: ${label}`}
                    onClick={() => void undo(fix)}
                  >
                    Undo
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}

/** The chosen speaker: rename or merge, not a character, and their lines. */
function SpeakerDetail({
  speaker,
  uploads,
  onChoose,
}: {
  speaker: Speaker;
  uploads: ReturnType<typeof useUploads>;
  onChoose: (name: string) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const [newName, setNewName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  // The name field takes focus when it opens, so keyboard and screen-reader users land in it.
  const focusOnOpen = useCallback((el: HTMLInputElement | null) => el?.focus(), []);
  const readings = uploads.files.flatMap((f) => (f.reading ? [f.reading] : []));
  const others = speakersOf(readings).filter((s) => s.name !== speaker.name);
  const lines = linesOf(readings, speaker.name);
  const manyFiles = readings.length > 1;

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = speakerName.safeParse(newName);
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    const to = findSpeaker(others, parsed.data)?.name ?? parsed.data;
    setBusy(true);
    const saved = await uploads.correct((r) => renamed(r, speaker.name, to));
    setBusy(false);
    if (!saved) return;
    toast.success(findSpeaker(others, to) ? `${speaker.name} merged into ${to}` : `${speaker.name} is now ${to}`);
    onChoose(to);
  };

  const drop = async () => {
    setBusy(true);
    const saved = await uploads.correct((r) => dropped(r, speaker.name));
    setBusy(false);
    if (!saved) return;
    toast.success(`${speaker.name} is no longer listed as a character`);
    onChoose('');
  };

  return (
    <div className="speaker-detail">
      <h3>
        {speaker.name} · {plural(speaker.lines, 'line')}
      </h3>
      {renaming ? (
        <form className="speaker-rename" onSubmit={(e) => void rename(e)} noValidate>
          <div className="field">
            <label htmlFor={inputId}>New name for {speaker.name}</label>
            <input
              ref={focusOnOpen}
              id={inputId}
              value={newName}
              onChange={(e) => setNewName(e.target.value)}
              list={`${inputId}-others`}
              autoComplete="off"
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`}
            />
            <datalist id={`${inputId}-others`}>
              {others.map((s) => (
                <option key={s.name} value={s.name} />
              ))}
            </datalist>
            <p id={`${inputId}-hint`} className="field__hint">
              Type another speaker's name to merge the two.
            </p>
            {problem && (
              <p id={`${inputId}-error`} className="field__error" role="alert">
                {problem}
              </p>
            )}
          </div>
          <div className="cta-row">
            <button type="submit" className="btn btn--gold" disabled={busy}>
              Save name
            </button>
            <button type="button" className="btn btn--outline" onClick={() => setRenaming(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="cta-row">
          <button type="button" className="btn btn--outline" onClick={() => setRenaming(true)}>
            Rename or merge
          </button>
          <button type="button" className="btn btn--outline" disabled={busy} onClick={() => void drop()}>
            Not a character
          </button>
        </div>
      )}
      <details className="speaker-lines">
        <summary>
          Show {speaker.name}'s lines ({lines.length})
        </summary>
        <ol>
          {lines.map((l) => (
            <li key={`${l.filename}:${l.id}`}>
              {l.text}{' '}
              <small className="muted">
                {manyFiles ? `${l.filename}, ` : ''}p.{l.page}
              </small>
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
