/**
 * The guide details form's values and their validation by the shared guide contract
 * (`common/contracts/guides.ts`), so the browser and the server refuse the same requests.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';
import {
  GUIDE_MESSAGES,
  guideRequest,
  REQUIRED_FIELD_LABELS,
  type GuideRequest,
  type GuideRequestInput,
} from '../../../common/contracts/guides';
import { ACTOR_AGE_MIN, CHILD_GUIDE_MAX_AGE } from '../../../common/limits';

/** The form as the inputs hold it: text everywhere, a box for the child guide. */
export interface GuideFormValues {
  characterName: string;
  actorAge: string;
  productionTitle: string;
  productionType: string;
  roleSize: string;
  genre: string;
  storyline: string;
  characterBreakdown: string;
  callbackNotes: string;
  auditionDate: string;
  childGuideRequested: boolean;
}

/** What the form validates against besides its own fields: the uploads of the dashboard. */
export interface GuideFormContext {
  uploadIds: string[];
}

/** An empty form. */
export const EMPTY_GUIDE_FORM: GuideFormValues = {
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
};

type RequiredField = keyof typeof REQUIRED_FIELD_LABELS;

/** Names of the required fields that are empty, in form order (SPEC §5). */
export function missingFields(values: Partial<Pick<GuideFormValues, RequiredField>>): string[] {
  return (Object.keys(REQUIRED_FIELD_LABELS) as RequiredField[])
    .filter((k) => (values[k] ?? '').trim() === '')
    .map((k) => REQUIRED_FIELD_LABELS[k]);
}

/** The child guide box shows only for ages 1 to 12 (SPEC §5). */
export function childGuideAllowed(actorAge: string | undefined): boolean {
  const age = Number(actorAge);
  return actorAge !== undefined && actorAge.trim() !== '' && age >= ACTOR_AGE_MIN && age <= CHILD_GUIDE_MAX_AGE;
}

/** The form's values as the contract's input: empty date left out, a hidden child-guide box not sent. */
export function toRequestInput(values: GuideFormValues, uploadIds: string[]): GuideRequestInput {
  const { auditionDate, childGuideRequested, productionType, roleSize, ...rest } = values;
  return {
    ...rest,
    // The contract rejects an unknown value, which is how an empty choice fails as required.
    productionType: productionType as GuideRequestInput['productionType'],
    roleSize: roleSize as GuideRequestInput['roleSize'],
    uploadIds,
    childGuideRequested: childGuideRequested && childGuideAllowed(values.actorAge),
    ...(auditionDate ? { auditionDate } : {}),
  };
}

const validateRequest = zodResolver(guideRequest);

/** react-hook-form resolver: the form plus the dashboard's uploads, checked by the shared contract. */
export const guideFormResolver: Resolver<GuideFormValues, GuideFormContext, GuideRequest> = async (values, context, options) => {
  const input = toRequestInput(values, context?.uploadIds ?? []);
  // The contract's input has the form's field names, so its options and errors carry over as they are.
  const result = await validateRequest(input, context, options as unknown as ResolverOptions<GuideRequestInput>);
  return result.errors && Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors as FieldErrors<GuideFormValues> }
    : { values: result.values as GuideRequest, errors: {} };
};

/** The alert for a refused form: the empty required fields first (SPEC §5), else the contract's first complaint. */
export function formProblem(values: GuideFormValues, errors: FieldErrors<GuideFormValues>): string | null {
  const missing = missingFields(values);
  if (missing.length > 0) return GUIDE_MESSAGES.missingFields(missing);
  const first = Object.values(errors).find((e) => typeof e?.message === 'string');
  return first?.message ?? null;
}
