import type { Rehearsal } from '../../../common/contracts/rehearsal';

// A cue sheet gives the end of a long cue: that is what the actor listens for.
const CUE_WORDS = 18;
const tail = (text: string) => {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length > CUE_WORDS ? `…${words.slice(-CUE_WORDS).join(' ')}` : text;
};

/** The cue sheet from the script itself: per scene, each cue over the actor's whole line (never cut short). */
export function CueSheet({ rehearsal }: { rehearsal: Rehearsal }) {
  return (
    <div className="cue-sheet">
      {rehearsal.scenes.map((scene) => (
        <section key={scene.title} className="cue-sheet__scene" aria-label={scene.title}>
          <h3>{scene.title}</h3>
          <ol className="cue-sheet__pairs">
            {scene.speeches.flatMap((s, i) => {
              if (!s.mine) return [];
              const before = scene.speeches[i - 1];
              return [
                <li key={s.id} className="cue-sheet__pair">
                  <p className="cue-sheet__cue">
                    {!before ? (
                      <em>(you start)</em>
                    ) : before.mine ? (
                      <em>(you go on)</em>
                    ) : (
                      <>
                        <strong>{before.speaker}:</strong> {tail(before.text)}
                      </>
                    )}
                  </p>
                  <p className="cue-sheet__line">
                    <strong>{rehearsal.character}:</strong> {s.text}
                  </p>
                </li>,
              ];
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
