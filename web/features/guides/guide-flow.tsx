/**
 * The dashboard's guide flow (SPEC §2, §4, §5, §8): details form → confirm your lines → generating
 * (real steps) → the guide opens in a new tab, the child guide one second later.
 */
import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  GENRE_SUGGESTIONS,
  GUIDE_MESSAGES,
  PRODUCTION_TYPES,
  REQUIRED_FIELD_LABELS,
  ROLE_SIZES,
  type GenerationStep,
  type GuideRequestInput,
  type LinesPreview,
  type ProductionType,
  type RoleSize,
} from '../../../common/contracts/guides';
import { ACTOR_AGE_MAX, ACTOR_AGE_MIN, CHILD_GUIDE_MAX_AGE, CHILD_GUIDE_OPEN_DELAY_MS } from '../../../common/limits';
import { ApiError } from '../../lib/api';
import { canGenerate, type UsageView } from '../account/usage';
import type { CombinedUpload } from '../uploads/upload-state';
import { guidePage } from './guide-html';
import { followProgress, generateGuide, previewLines } from './guide-api';

interface FormValues {
  characterName: string;
  actorAge: string;
  productionTitle: string;
  productionType: ProductionType | '';
  roleSize: RoleSize | '';
  genre: string;
  storyline: string;
  characterBreakdown: string;
  callbackNotes: string;
  auditionDate: string;
  childGuideRequested: boolean;
}

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
const ORDER: GenerationStep[] = ['reading', 'analysing', 'writing', 'child', 'rendering', 'done'];

/** Names of the required fields that are empty, in form order. */
export function missingFields(v: Pick<FormValues, keyof typeof REQUIRED_FIELD_LABELS>): string[] {
  return (Object.keys(REQUIRED_FIELD_LABELS) as Array<keyof typeof REQUIRED_FIELD_LABELS>)
    .filter((k) => String(v[k] ?? '').trim() === '')
    .map((k) => REQUIRED_FIELD_LABELS[k]);
}

export function GuideFlow({ combined, usage, onUsed }: { combined: CombinedUpload | null; usage: UsageView | null; onUsed: () => void }) {
  const { register, watch, handleSubmit, setValue } = useForm<FormValues>({
    defaultValues: {
      characterName: '',
      actorAge: '',
      productionTitle: '',
      productionType: '',
      roleSize: '',
      genre: '',
      storyline: '',
      characterBreakdown: '',
      callbackNotes: '',
      auditionDate: '',
      childGuideRequested: false,
    },
  });
  const values = watch();
  const age = Number(values.actorAge);
  const childAllowed = values.actorAge !== '' && age >= ACTOR_AGE_MIN && age <= CHILD_GUIDE_MAX_AGE;
  const ready = combined !== null && missingFields(values).length === 0;
  const [phase, setPhase] = useState<'form' | 'confirm' | 'generating' | 'done'>('form');
  const [preview, setPreview] = useState<LinesPreview | null>(null);
  const [checking, setChecking] = useState(false);
  const [step, setStep] = useState<GenerationStep>('queued');
  const [lastGuideId, setLastGuideId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const requestRef = useRef<GuideRequestInput | null>(null);

  const fail = (message: string) => {
    setProblem(message);
    toast.error(message);
  };

  const onSubmit = handleSubmit(async (v) => {
    setProblem(null);
    const missing = missingFields(v);
    if (missing.length) return fail(GUIDE_MESSAGES.missingFields(missing));
    if (!combined) return fail(GUIDE_MESSAGES.noUpload);
    if (!(age >= ACTOR_AGE_MIN && age <= ACTOR_AGE_MAX && Number.isInteger(age)))
      return fail(`Actor Age must be between ${ACTOR_AGE_MIN} and ${ACTOR_AGE_MAX}`);
    if (usage && !canGenerate(usage.used, usage.limit)) return fail(GUIDE_MESSAGES.limit);
    requestRef.current = {
      uploadId: combined.uploadIds[0],
      uploadIds: combined.uploadIds,
      characterName: v.characterName.trim(),
      productionTitle: v.productionTitle.trim(),
      productionType: v.productionType as ProductionType,
      roleSize: v.roleSize as RoleSize,
      genre: v.genre.trim(),
      actorAge: age,
      storyline: v.storyline,
      characterBreakdown: v.characterBreakdown,
      callbackNotes: v.callbackNotes,
      childGuideRequested: childAllowed && v.childGuideRequested,
      ...(v.auditionDate ? { auditionDate: v.auditionDate } : {}),
    };
    setChecking(true);
    try {
      setPreview(await previewLines(combined.uploadIds, v.characterName.trim()));
      setPhase('confirm');
    } catch (err) {
      fail((err instanceof ApiError && err.serverMessage) || 'Could not read your lines. Please try again.');
    } finally {
      setChecking(false);
    }
  });

  const useSuggestion = (name: string) => {
    setValue('characterName', name);
    if (requestRef.current) requestRef.current.characterName = name;
    if (combined) void previewLines(combined.uploadIds, name).then(setPreview);
  };

  const confirm = async () => {
    const request = { ...requestRef.current!, requestId: crypto.randomUUID() };
    setPhase('generating');
    setStep('queued');
    const progress = new AbortController();
    void followProgress(request.requestId, setStep, progress.signal).catch(() => {});
    try {
      const result = await generateGuide(request);
      setStep('done');
      if (usage?.limit !== null) onUsed();
      setLastGuideId(result.guideId);
      setPhase('done');
      // Without "noopener" window.open reports a blocked pop-up as null; the opener link is cut by hand.
      const opened = window.open(result.guideId ? `/guide/${result.guideId}` : '', '_blank');
      if (opened) {
        opened.opener = null;
        if (!result.guideId) opened.document.write(guidePage(request.productionTitle, result.guideContent));
        toast.success('Your guide is ready!');
      } else toast.error('Popup blocked. Use the "Open last guide" link below.');
      if (result.childGuideRequested && result.childGuideCompleted && result.childGuideContent) {
        const page = guidePage(`${request.characterName}: child's guide`, result.childGuideContent);
        setTimeout(() => {
          const url = URL.createObjectURL(new Blob([page], { type: 'text/html' }));
          window.open(url, 'Child Guide');
          setTimeout(() => URL.revokeObjectURL(url), 60_000);
        }, CHILD_GUIDE_OPEN_DELAY_MS);
      }
    } catch (err) {
      setPhase('form');
      fail((err as Error).message || 'Failed to generate guide');
    } finally {
      progress.abort();
    }
  };

  const stepIndex = ORDER.indexOf(step);

  if (phase === 'generating') {
    return (
      <section className="card generating" aria-labelledby="gen-title" aria-busy="true">
        <h2 id="gen-title">Writing your guide</h2>
        <p className="generating__status" role="status">
          <span className="spinner" aria-hidden="true" /> {STEP_LABELS[step]}
        </p>
        <ol className="steps-progress">
          {ORDER.filter((s) => s !== 'child' || requestRef.current?.childGuideRequested)
            .slice(0, -1)
            .map((s) => (
              <li key={s} className={ORDER.indexOf(s) < stepIndex ? 'is-done' : s === step ? 'is-current' : ''}>
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

  return (
    <>
      {phase === 'done' && lastGuideId && (
        <section className="card done" aria-live="polite">
          <h2>Your guide is ready</h2>
          <p>
            It opened in a new tab.{' '}
            <Link to={`/guide/${lastGuideId}`} target="_blank" rel="noopener">
              Open last guide
            </Link>{' '}
            · <Link to="/account">See all your guides</Link>
          </p>
        </section>
      )}

      {phase === 'confirm' && preview && (
        <section className="card confirm" aria-labelledby="confirm-title">
          <h2 id="confirm-title">3. Confirm your lines</h2>
          {preview.character && preview.lineCount > 0 ? (
            <>
              <p>
                We found <strong>{preview.character}</strong> with{' '}
                <strong>
                  {preview.lineCount} line{preview.lineCount === 1 ? '' : 's'}
                </strong>{' '}
                ({preview.wordCount} words) in {preview.scenes.length} scene{preview.scenes.length === 1 ? '' : 's'}. Check these are yours
                before you spend a guide.
              </p>
              <ul className="confirm__scenes">
                {preview.scenes.map((s, i) => (
                  <li key={i}>
                    {s.heading} — p.{s.page} · {s.lines} line{s.lines === 1 ? '' : 's'}
                  </li>
                ))}
              </ul>
              <ol className="confirm__lines" tabIndex={0} aria-label="Your lines with their cues">
                {preview.lines.map((l) => (
                  <li key={l.ref}>
                    {l.cue && <span className="confirm__cue">{l.cue}</span>}
                    <span className="confirm__line">{l.text}</span> <small className="muted">{l.ref}</small>
                  </li>
                ))}
              </ol>
              <div className="cta-row">
                <button type="button" className="btn btn--gold" onClick={() => void confirm()}>
                  Yes, these are my lines — generate
                </button>
                <button type="button" className="btn btn--outline" onClick={() => setPhase('form')}>
                  Change details
                </button>
              </div>
            </>
          ) : (
            <div className="banner banner--warning" role="alert">
              <div>
                <p>
                  We couldn't find any lines for “{values.characterName}” in your PDF{combined && combined.fileCount > 1 ? 's' : ''}.
                  Nothing has been spent.
                </p>
                {preview.suggestions.length > 0 && (
                  <p className="confirm__suggest">
                    Did you mean{' '}
                    {preview.suggestions.map((s, i) => (
                      <span key={s}>
                        {i > 0 && ', '}
                        <button type="button" className="linklike" onClick={() => useSuggestion(s)}>
                          {s}
                        </button>
                      </span>
                    ))}
                    ?
                  </p>
                )}
              </div>
              <button type="button" className="btn btn--outline btn--small" onClick={() => setPhase('form')}>
                Change details
              </button>
            </div>
          )}
        </section>
      )}

      <section className="card guide-form" aria-labelledby="details-title" hidden={phase === 'confirm'}>
        <h2 id="details-title">2. Guide details</h2>
        <form onSubmit={onSubmit} noValidate>
          <div className="form-grid">
            <Field id="f-character" label="Character Name" required>
              <input
                id="f-character"
                aria-required
                {...register('characterName')}
                autoComplete="off"
                placeholder="As it appears in the sides, e.g. MAYA"
              />
            </Field>
            <Field id="f-age" label="Actor Age" required>
              <input
                id="f-age"
                aria-required
                {...register('actorAge')}
                type="number"
                inputMode="numeric"
                min={ACTOR_AGE_MIN}
                max={ACTOR_AGE_MAX}
              />
            </Field>
            <Field id="f-title" label="Production Title" required>
              <input id="f-title" aria-required {...register('productionTitle')} autoComplete="off" />
            </Field>
            <Field id="f-type" label="Production Type" required>
              <select id="f-type" aria-required {...register('productionType')}>
                <option value="">Choose…</option>
                {PRODUCTION_TYPES.map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.label}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="f-role" label="Role Size" required>
              <select id="f-role" aria-required {...register('roleSize')}>
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
            <input id="f-date" {...register('auditionDate')} type="date" />
          </Field>
          {childAllowed ? (
            <label className="check">
              <input type="checkbox" {...register('childGuideRequested')} /> Also make a child's guide (written for actors{' '}
              {CHILD_GUIDE_MAX_AGE} and under)
            </label>
          ) : values.actorAge !== '' && age > CHILD_GUIDE_MAX_AGE ? (
            <p className="muted">{GUIDE_MESSAGES.childOnly}</p>
          ) : null}
          {problem && (
            <p className="field__error" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" className="btn btn--gold btn--block btn--large" disabled={!ready || checking}>
            {checking ? 'Checking your lines...' : combined ? 'Generate My Audition Guide' : 'Upload PDF First'}
          </button>
        </form>
      </section>
    </>
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
