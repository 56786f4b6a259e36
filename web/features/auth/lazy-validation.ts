/**
 * Resolvers for the auth forms whose code (zod and the contracts' schemas) loads when a form is first used
 * rather than with the page: first paint and hydration of login, register and the password screens do not
 * wait on it (decision 033). The forms validate exactly as before; a submit that comes before the load has
 * finished waits for it.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as ValidationModule from './auth-form-validation';

type Validation = typeof ValidationModule;
type FormName = keyof Validation;

let loading: Promise<Validation> | null = null;

/** Loads the validation code once; a failed load (the network dropped) is tried again on the next call. */
export function loadAuthValidation(): Promise<Validation> {
  loading ??= import('./auth-form-validation').catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/** Starts the load early, when the visitor first focuses or touches a form; a failure is left to the submit that needs it. */
export function preloadAuthValidation(): void {
  loadAuthValidation().catch(() => {});
}

/** The resolver of one auth form, loading its code on the first validation. */
export function lazyResolver<K extends FormName>(form: K): Validation[K] {
  const resolver: Resolver<FieldValues, unknown, FieldValues> = async (values, context, options) => {
    const loaded = (await loadAuthValidation())[form] as unknown as Resolver<FieldValues, unknown, FieldValues>;
    return loaded(values, context, options);
  };
  return resolver as unknown as Validation[K];
}
