/**
 * The dashboard's guide flow (SPEC §2, §4, §5, §8): details form → generating (real steps) → the guide
 * opens in the tab opened by the click, the child guide one second later; then "Open guide" and
 * "Make another guide". A failure leaves the form as it was.
 */
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { GUIDE_MESSAGES } from '../../../common/contracts/guides';
import { GenerationProgress } from './generation-progress';
import { GuideForm, type GuideFormApi } from './guide-form';
import { EMPTY_GUIDE_FORM, formProblem, missingFields } from './guide-form-values';
import { openPendingTab } from './open-guide';
import { useGuideGeneration } from './use-guide-generation';

/** The guide details form and what follows it; the dashboard supplies the form, the uploads' count, the quota and the speaker line. */
export function GuideFlow({
  form,
  uploadCount,
  atLimit,
  onGenerated,
  characterNote,
}: {
  form: GuideFormApi;
  uploadCount: number;
  /** No guides left this period (SPEC §4 Plan usage). */
  atLimit: boolean;
  onGenerated: () => void;
  /** What the uploads say about the name in the character field. */
  characterNote?: ReactNode;
}) {
  const flow = useGuideGeneration(onGenerated);
  const { state } = flow;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (atLimit) return flow.fail(GUIDE_MESSAGES.limit);
    // Opened now, inside the click, because phone browsers block a tab opened after waiting; closed
    // again if the form turns out not to be valid or the guide fails.
    const tab = missingFields(form.getValues()).length === 0 ? openPendingTab() : null;
    void form.handleSubmit(
      (valid) => flow.generate(valid, tab),
      (errors) => {
        tab?.close();
        const problem = formProblem(form.getValues(), errors);
        if (problem) flow.fail(problem);
      },
    )(e);
  };

  const again = () => {
    form.reset(EMPTY_GUIDE_FORM);
    flow.again();
  };

  return (
    <>
      {state.phase === 'generating' && (
        <GenerationProgress step={state.step} sections={state.sections} childGuideRequested={state.request.childGuideRequested ?? false} />
      )}
      {state.phase === 'done' && state.guideId && (
        <section className="card done" aria-live="polite">
          <h2>Your guide is ready</h2>
          <p>
            It opened in a new tab.{' '}
            <Link to={`/guide/${state.guideId}`} target="_blank" rel="noopener">
              Open last guide
            </Link>
            {state.childGuide && (
              <>
                {' '}
                ·{' '}
                <Link to={`/guide/${state.guideId}/child`} target="_blank" rel="noopener">
                  Open the child's guide
                </Link>
              </>
            )}{' '}
            · <Link to="/account">See all your guides</Link>
          </p>
        </section>
      )}
      <GuideForm
        form={form}
        hasUpload={uploadCount > 0}
        problem={flow.problem}
        onSubmit={onSubmit}
        status={state.phase}
        guideId={state.phase === 'done' ? state.guideId : null}
        onAgain={again}
        characterNote={characterNote}
      />
    </>
  );
}
