import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { changePasswordRequest, PRIVACY_MESSAGES } from '../../../common/contracts/privacy';
import { FormField } from '../../components/form-field';
import { api, apiErrorMessage } from '../../lib/api';
import { PasswordFields } from './password-fields';

type Input = z.input<typeof changePasswordRequest>;
const EMPTY: Input = { currentPassword: '', password: '', confirmPassword: '' };

/** Change password on the account page: the current one, then the new one under the spec's rules; other devices are signed out. */
export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, z.output<typeof changePasswordRequest>>({
    resolver: zodResolver(changePasswordRequest),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        await api('/api/auth/change-password', { method: 'POST', body: values });
        toast.success(PRIVACY_MESSAGES.passwordChanged);
        reset(EMPTY);
      } catch (err) {
        toast.error(apiErrorMessage(err, 'Failed to change password'));
      }
    },
    (invalid) => {
      const first = invalid.currentPassword?.message ?? invalid.confirmPassword?.message ?? invalid.password?.message;
      if (first) toast.error(first);
    },
  );

  return (
    <form method="post" className="card stack" onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change Password</h2>
      <FormField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordFields register={register} errors={errors} labels={{ password: 'New Password', confirm: 'Confirm New Password' }} />
      <p className="muted">Other devices signed in to your account will be signed out, and we will email you that the password changed.</p>
      <button type="submit" className="btn btn--gold" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Change Password'}
      </button>
    </form>
  );
}
