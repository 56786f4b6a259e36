import type { ReactNode } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { GENRE_SUGGESTIONS, GUIDE_MESSAGES, PRODUCTION_TYPES, ROLE_SIZES, type GuideRequest } from '../../../common/contracts/guides';
import { ACTOR_AGE_MAX, ACTOR_AGE_MIN, CHILD_GUIDE_MAX_AGE } from '../../../common/limits';
import {
  childGuideAllowed,
  EMPTY_GUIDE_FORM,
  guideFormResolver,
  missingFields,
  type GuideFormContext,
  type GuideFormValues,
} from './guide-form-values';

/** The guide details form's state, validated by the shared contract against the given uploads. */
export type GuideFormApi = UseFormReturn<GuideFormValues, GuideFormContext, GuideRequest>;

/** Creates the guide details form; the dashboard owns it so other panels can fill the character. */
export function useGuideForm(uploadIds: string[]): GuideFormApi {
  return useForm<GuideFormValues, GuideFormContext, GuideRequest>({
    defaultValues: EMPTY_GUIDE_FORM,
    resolver: guideFormResolver,
    context: { uploadIds },
  });
}

/** "2. Guide details" (SPEC §5): required fields, the child guide box for 12 and under, the submit button. */
export function GuideForm({
  form,
  hasUpload,
  checking,
  problem,
  onSubmit,
  hidden,
}: {
  form: GuideFormApi;
  hasUpload: boolean;
  checking: boolean;
  problem: string | null;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  hidden: boolean;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const values = useWatch({ control });
  const childAllowed = childGuideAllowed(values.actorAge);
  const overAge = !childAllowed && Number(values.actorAge) > CHILD_GUIDE_MAX_AGE;
  // Submit stays disabled until the required fields are filled and a file is uploaded (SPEC §5).
  const ready = hasUpload && missingFields(values).length === 0;
  const invalid = (name: keyof GuideFormValues) => (errors[name] ? true : undefined);

  return (
    <section className="card guide-form" aria-labelledby="details-title" hidden={hidden}>
      <h2 id="details-title">2. Guide details</h2>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="form-grid">
          <Field id="f-character" label="Character Name" required>
            <input
              id="f-character"
              aria-required
              aria-invalid={invalid('characterName')}
              {...register('characterName')}
              autoComplete="off"
              placeholder="As it appears in the sides, e.g. MAYA"
            />
          </Field>
          <Field id="f-age" label="Actor Age" required>
            <input
              id="f-age"
              aria-required
              aria-invalid={invalid('actorAge')}
              {...register('actorAge')}
              type="number"
              inputMode="numeric"
              min={ACTOR_AGE_MIN}
              max={ACTOR_AGE_MAX}
            />
          </Field>
          <Field id="f-title" label="Production Title" required>
            <input
              id="f-title"
              aria-required
              aria-invalid={invalid('productionTitle')}
              {...register('productionTitle')}
              autoComplete="off"
            />
          </Field>
          <Field id="f-type" label="Production Type" required>
            <select id="f-type" aria-required aria-invalid={invalid('productionType')} {...register('productionType')}>
              <option value="">Choose…</option>
              {PRODUCTION_TYPES.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
          </Field>
          <Field id="f-role" label="Role Size" required>
            <select id="f-role" aria-required aria-invalid={invalid('roleSize')} {...register('roleSize')}>
              <option value="">Choose…</option>
              {ROLE_SIZES.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
          </Field>
          <Field id="f-genre" label="Genre" required>
            <input
              id="f-genre"
              aria-required
              aria-invalid={invalid('genre')}
              {...register('genre')}
              list="genre-suggestions"
              autoComplete="off"
              placeholder="e.g. single-camera comedy"
            />
          </Field>
          <datalist id="genre-suggestions">
            {GENRE_SUGGESTIONS.map((g) => (
              <option key={g} value={g} />
            ))}
          </datalist>
        </div>
        <Field id="f-story" label="Storyline (optional)">
          <textarea id="f-story" {...register('storyline')} rows={3} placeholder="What happens in the episode or film, if you know." />
        </Field>
        <Field id="f-breakdown" label="Character Breakdown (optional)">
          <textarea
            id="f-breakdown"
            {...register('characterBreakdown')}
            rows={3}
            placeholder="Paste the character description from the breakdown."
          />
        </Field>
        <Field id="f-callback" label="Callback Notes (optional)">
          <textarea
            id="f-callback"
            {...register('callbackNotes')}
            rows={2}
            placeholder="Notes from the first audition, for a callback guide."
          />
        </Field>
        <Field id="f-date" label="Audition date (optional)">
          <input id="f-date" aria-invalid={invalid('auditionDate')} {...register('auditionDate')} type="date" />
        </Field>
        {childAllowed ? (
          <label className="check">
            <input type="checkbox" {...register('childGuideRequested')} /> Also make a child's guide (written for actors{' '}
            {CHILD_GUIDE_MAX_AGE} and under)
          </label>
        ) : overAge ? (
          <p className="muted">{GUIDE_MESSAGES.childOnly}</p>
        ) : null}
        {problem && (
          <p className="field__error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="btn btn--gold btn--block btn--large" disabled={!ready || checking}>
          {checking ? 'Checking your lines...' : hasUpload ? 'Generate My Audition Guide' : 'Upload PDF First'}
        </button>
      </form>
    </section>
  );
}

function Field({ id, label, required, children }: { id: string; label: string; required?: boolean; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="req">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}
