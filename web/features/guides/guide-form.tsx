import type { FormEvent, ReactNode } from 'react';
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

/**
 * "2. Guide details" (SPEC §5): required fields, the child guide box for 12 and under, the submit
 * button (which says why while it is disabled); after a guide, "Open guide" and "Make another guide".
 */
export function GuideForm({
  form,
  hasUpload,
  problem,
  onSubmit,
  status,
  guideId,
  onAgain,
  characterNote,
}: {
  form: GuideFormApi;
  hasUpload: boolean;
  problem: string | null;
  onSubmit: (event: FormEvent) => void;
  status: 'form' | 'generating' | 'done';
  /** The guide just made, when there is one. */
  guideId: string | null;
  onAgain: () => void;
  characterNote?: ReactNode;
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
  const missing = missingFields(values);
  const ready = hasUpload && missing.length === 0;
  const why = !hasUpload ? 'Upload your sides above first.' : missing.length ? `Still to fill in: ${missing.join(', ')}.` : null;
  const invalid = (name: keyof GuideFormValues) => (errors[name] ? true : undefined);

  return (
    <section className="card guide-form" aria-labelledby="details-title">
      <h2 id="details-title">2. Guide details</h2>
      <form onSubmit={onSubmit} noValidate>
        {/* Locked while a guide is written and after it, until "Make another guide". */}
        <fieldset className="guide-form__fields" disabled={status !== 'form'}>
          <div className="form-grid">
            <Field id="f-character" label="Character Name" required>
              <input
                id="f-character"
                aria-required
                aria-invalid={invalid('characterName')}
                {...register('characterName')}
                autoComplete="off"
                placeholder="As it appears in the sides, e.g. MAYA"
                aria-describedby={characterNote ? 'f-character-note' : undefined}
              />
              {characterNote && (
                <p id="f-character-note" className="field__hint character-note" aria-live="polite">
                  {characterNote}
                </p>
              )}
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
        </fieldset>
        {problem && (
          <p className="field__error" role="alert">
            {problem}
          </p>
        )}
        {status === 'done' && guideId ? (
          <div className="cta-row">
            <a className="btn btn--gold btn--large" href={`/guide/${guideId}`} target="_blank" rel="noopener noreferrer">
              Open guide<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <button type="button" className="btn btn--outline btn--large" onClick={onAgain}>
              Make another guide
            </button>
          </div>
        ) : (
          <>
            <button
              type="submit"
              className="btn btn--gold btn--block btn--large"
              disabled={!ready || status !== 'form'}
              aria-describedby={why && status === 'form' ? 'generate-why' : undefined}
            >
              {status === 'generating' ? 'Generating your guide...' : hasUpload ? 'Generate My Audition Guide' : 'Upload PDF First'}
            </button>
            {why && status === 'form' && (
              <p id="generate-why" className="muted generate-why">
                {why}
              </p>
            )}
          </>
        )}
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
