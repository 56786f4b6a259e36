/**
 * The dashboard's guide flow (SPEC §2, §4, §5, §8): details form → confirm your lines → generating
 * (real steps) → the guide opens in a new tab, the child guide one second later.
 */
import { Link } from 'react-router';
import { GUIDE_MESSAGES } from '../../../common/contracts/guides';
import { ConfirmLines } from './confirm-lines';
import { GenerationProgress } from './generation-progress';
import { GuideForm, type GuideFormApi } from './guide-form';
import { formProblem } from './guide-form-values';
import { useGuideGeneration } from './use-guide-generation';

/** The guide details form and what follows it; the dashboard supplies the form, the uploads' count and the quota. */
export function GuideFlow({
  form,
  uploadCount,
  atLimit,
  onGenerated,
}: {
  form: GuideFormApi;
  uploadCount: number;
  /** No guides left this period (SPEC §4 Plan usage). */
  atLimit: boolean;
  onGenerated: () => void;
}) {
  const flow = useGuideGeneration(onGenerated);
  const { state } = flow;

  const onSubmit = form.handleSubmit(
    async (valid) => {
      if (atLimit) return flow.fail(GUIDE_MESSAGES.limit);
      await flow.check(valid);
    },
    (errors) => {
      const problem = formProblem(form.getValues(), errors);
      if (problem) flow.fail(problem);
    },
  );

  const choose = (name: string) => {
    form.setValue('characterName', name);
    void flow.retarget(name);
  };

  if (state.phase === 'generating') {
    return <GenerationProgress step={state.step} childGuideRequested={state.request.childGuideRequested ?? false} />;
  }

  return (
    <>
      {state.phase === 'done' && state.guideId && (
        <section className="card done" aria-live="polite">
          <h2>Your guide is ready</h2>
          <p>
            It opened in a new tab.{' '}
            <Link to={`/guide/${state.guideId}`} target="_blank" rel="noopener">
              Open last guide
            </Link>{' '}
            · <Link to="/account">See all your guides</Link>
          </p>
        </section>
      )}
      {state.phase === 'confirm' && (
        <ConfirmLines
          preview={state.preview}
          characterName={state.request.characterName}
          uploadCount={uploadCount}
          onGenerate={() => void flow.generate()}
          onEdit={flow.edit}
          onChoose={choose}
        />
      )}
      <GuideForm
        form={form}
        hasUpload={uploadCount > 0}
        checking={flow.checking}
        problem={flow.problem}
        onSubmit={onSubmit}
        hidden={state.phase === 'confirm'}
      />
    </>
  );
}
