import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, test } from 'vitest';
import {
  childGuideAllowed,
  EMPTY_GUIDE_FORM,
  formProblem,
  guideFormResolver,
  missingFields,
  type GuideFormValues,
} from './guide-form-values';

const filled: GuideFormValues = {
  ...EMPTY_GUIDE_FORM,
  characterName: ' Maya ',
  actorAge: '10',
  productionTitle: 'The Lemonade Stand',
  productionType: 'film',
  roleSize: 'lead',
  genre: 'family drama',
};
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<GuideFormValues>;
const validate = (values: GuideFormValues, uploadIds = ['u1']) => guideFormResolver(values, { uploadIds }, options);

describe('guide form', () => {
  test('names the empty required fields in form order', () => {
    expect(missingFields({ ...filled, actorAge: '', genre: '  ' })).toEqual(['Actor Age', 'Genre']);
    expect(formProblem({ ...EMPTY_GUIDE_FORM }, {})).toBe(
      'Please fill in all required fields: Character Name, Actor Age, Production Title, Production Type, Role Size, Genre',
    );
  });

  test('offers the child guide for ages 1 to 12 only', () => {
    expect(['', '0', '1', '12', '13'].map(childGuideAllowed)).toEqual([false, false, true, true, false]);
  });

  test('a complete form becomes the contract request, trimmed, with the uploads', async () => {
    const { values, errors } = await validate({ ...filled, childGuideRequested: true });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ characterName: 'Maya', actorAge: 10, uploadIds: ['u1'], childGuideRequested: true, storyline: '' });
    expect(values).not.toHaveProperty('auditionDate');
  });

  test('a ticked child box left behind by a higher age is not sent', async () => {
    const { values } = await validate({ ...filled, actorAge: '14', childGuideRequested: true });
    expect(values).toMatchObject({ actorAge: 14, childGuideRequested: false });
  });

  test('the contract refuses an out-of-range age and a missing upload with the spec copy', async () => {
    const age = await validate({ ...filled, actorAge: '101' });
    expect(formProblem({ ...filled, actorAge: '101' }, age.errors)).toBe('Actor Age must be between 1 and 100');
    const none = await validate(filled, []);
    expect(formProblem(filled, none.errors)).toBe('Please upload your sides (PDF) before generating.');
  });
});
