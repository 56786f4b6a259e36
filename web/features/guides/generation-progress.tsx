import { GENERATION_STEPS, type GenerationStep } from '../../../common/contracts/guides';

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

/** The generating spinner with the server's real steps; the page must stay open (SPEC §4). */
export function GenerationProgress({ step, childGuideRequested }: { step: GenerationStep; childGuideRequested: boolean }) {
  const at = GENERATION_STEPS.indexOf(step as (typeof GENERATION_STEPS)[number]);
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
          </li>
        ))}
      </ol>
      <p className="muted">
        This can take 2–5 minutes. Please keep this page open; if you close it, the guide still lands in your account.
      </p>
    </section>
  );
}
