import { GENERATION_STEPS, type GenerationStep, type SectionProgress } from '../../../common/contracts/guides';

const STEP_LABELS: Record<GenerationStep, string> = {
  queued: 'Waiting for a writer…',
  reading: 'Reading your sides…',
  analysing: 'Finding your lines, beats and scene partners…',
  writing: 'Writing your coaching guide…',
  child: "Writing the child's guide…",
  rendering: 'Putting it together…',
  done: 'Done!',
  failed: 'Something went wrong.',
};
// The steps listed on screen: the work itself, without the wait before it or the end after it.
const LISTED = GENERATION_STEPS.filter((s) => s !== 'queued' && s !== 'done');

/**
 * The generating spinner with the server's real steps; the page must stay open (SPEC §4). While the
 * guide is written section by section (the AI writer), each finished section is listed under the
 * writing step, with the ones the offline writer had to stand in for said plainly.
 */
export function GenerationProgress({
  step,
  sections,
  childGuideRequested,
}: {
  step: GenerationStep;
  sections: SectionProgress[];
  childGuideRequested: boolean;
}) {
  const at = GENERATION_STEPS.indexOf(step as (typeof GENERATION_STEPS)[number]);
  const last = sections.at(-1);
  return (
    <section className="card generating" aria-labelledby="gen-title" aria-busy="true">
      <h2 id="gen-title">Writing your guide</h2>
      <p className="generating__status" role="status">
        <span className="spinner" aria-hidden="true" /> {STEP_LABELS[step]}
      </p>
      <ol className="steps-progress">
        {LISTED.filter((s) => s !== 'child' || childGuideRequested).map((s) => (
          <li key={s} className={GENERATION_STEPS.indexOf(s) < at ? 'is-done' : s === step ? 'is-current' : ''}>
            {STEP_LABELS[s]}
            {s === 'writing' && last && (
              <>
                {' '}
                <span className="muted">
                  ({last.done} of {last.total} parts written)
                </span>
                <ul className="steps-progress__sections" aria-label="Parts written">
                  {sections.map((p) => (
                    <li key={p.section}>
                      {p.label.charAt(0).toUpperCase() + p.label.slice(1)}
                      {p.writer === 'offline' && <span className="muted"> — from PrepGold's offline writer</span>}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ol>
      <p className="muted">
        This can take 2–5 minutes. Please keep this page open; if you close it, the guide still lands in your account.
      </p>
    </section>
  );
}
