import type { LinesPreview } from '../../../common/contracts/guides';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "Confirm your lines": what the reader found for the character, before a guide is spent. */
export function ConfirmLines({
  preview,
  characterName,
  uploadCount,
  onGenerate,
  onEdit,
  onChoose,
}: {
  preview: LinesPreview;
  characterName: string;
  uploadCount: number;
  onGenerate: () => void;
  onEdit: () => void;
  onChoose: (name: string) => void;
}) {
  const edit = (
    <button type="button" className="btn btn--outline" onClick={onEdit}>
      Change details
    </button>
  );
  return (
    <section className="card confirm" aria-labelledby="confirm-title">
      <h2 id="confirm-title">3. Confirm your lines</h2>
      {preview.character && preview.lineCount > 0 ? (
        <>
          <p>
            We found <strong>{preview.character}</strong> with <strong>{plural(preview.lineCount, 'line')}</strong> ({preview.wordCount}{' '}
            words) in {plural(preview.scenes.length, 'scene')}. Check these are yours before you spend a guide.
          </p>
          <ul className="confirm__scenes">
            {preview.scenes.map((s, i) => (
              <li key={i}>
                {s.heading} — p.{s.page} · {plural(s.lines, 'line')}
              </li>
            ))}
          </ul>
          <ol className="confirm__lines" aria-label="Your lines with their cues">
            {preview.lines.map((l) => (
              <li key={l.ref}>
                {l.cue && <span className="confirm__cue">{l.cue}</span>}
                <span className="confirm__line">{l.text}</span> <small className="muted">{l.ref}</small>
              </li>
            ))}
          </ol>
          <div className="cta-row">
            <button type="button" className="btn btn--gold" onClick={onGenerate}>
              Yes, these are my lines — generate
            </button>
            {edit}
          </div>
        </>
      ) : (
        <div className="banner banner--warning" role="alert">
          <div>
            <p>
              We couldn't find any lines for “{characterName}” in your PDF{uploadCount > 1 ? 's' : ''}. Nothing has been spent.
            </p>
            {preview.suggestions.length > 0 && (
              <p className="confirm__suggest">
                Did you mean{' '}
                {preview.suggestions.map((s, i) => (
                  <span key={s}>
                    {i > 0 && ', '}
                    <button type="button" className="linklike" onClick={() => onChoose(s)}>
                      {s}
                    </button>
                  </span>
                ))}
                ?
              </p>
            )}
          </div>
          {edit}
        </div>
      )}
    </section>
  );
}
