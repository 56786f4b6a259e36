import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { expect, test } from 'vitest';
import { forgotPasswordRequest, loginRequest, registerRequest, resetPasswordRequest } from '../../../common/contracts/auth';
import { lazyResolver, loadAuthValidation } from './lazy-validation';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;
const run = (r: unknown, values: FieldValues) => (r as Resolver<FieldValues>)(values, undefined, options);

/** Synthetic inputs, valid and not, for each form. */
const cases = {
  login: [{ email: 'wren.ohare@example.org', password: 'x' }, { email: 'not an address', password: '' }, {}],
  register: [
    { name: 'Wren', email: 'wren.ohare@example.org', password: 'Lantern-Keeper-9', confirmPassword: 'Lantern-Keeper-9' },
    { name: 'Wren', email: 'wren.ohare@example.org', password: 'short', confirmPassword: 'shorts' },
    { name: 'Wren', email: 'wren.ohare@example.org', password: 'lanternkeeper9', confirmPassword: 'lanternkeeper9' },
    { name: '', email: '', password: '', confirmPassword: '' },
  ],
  forgotPassword: [{ email: ' Wren.OHare@Example.org ' }, { email: 'wren@' }],
  resetPassword: [
    { token: 'tok', password: 'Lantern-Keeper-9', confirmPassword: 'Lantern-Keeper-9' },
    { token: 'tok', password: 'Lantern-Keeper-9', confirmPassword: 'Lantern-Keeper-8' },
  ],
} as const;

const schemas = {
  login: loginRequest,
  register: registerRequest,
  forgotPassword: forgotPasswordRequest,
  resetPassword: resetPasswordRequest,
};

test('each auth form validates through the loaded resolver exactly as through zod directly: same values, same errors', async () => {
  for (const [form, inputs] of Object.entries(cases) as Array<[keyof typeof cases, readonly FieldValues[]]>) {
    for (const values of inputs) {
      const lazy = await run(lazyResolver(form), { ...values });
      const direct = await run(zodResolver(schemas[form] as never), { ...values });
      expect(lazy, `${form} ${JSON.stringify(values)}`).toEqual(direct);
    }
  }
});

test('the validation code is loaded once', async () => {
  expect(await loadAuthValidation()).toBe(await loadAuthValidation());
});
