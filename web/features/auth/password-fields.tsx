import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../components/form-field';

const HINT = 'Must be at least 8 characters with uppercase, lowercase, and number';

/** The password and confirm-password pair of register and reset, with the spec's hint. */
export function PasswordFields<T extends { password: string; confirmPassword: string }>({
  register,
  errors,
  labels,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  labels: { password: string; confirm: string };
}) {
  const reg = register as unknown as UseFormRegister<{ password: string; confirmPassword: string }>;
  const errs = errors as FieldErrors<{ password: string; confirmPassword: string }>;
  return (
    <>
      <FormField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        hint={HINT}
        error={errs.password?.message}
        {...reg('password')}
      />
      <FormField
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        required
        error={errs.confirmPassword?.message}
        {...reg('confirmPassword')}
      />
    </>
  );
}
