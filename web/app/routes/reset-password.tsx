import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { resetPasswordRequest } from '../../../common/contracts/auth';
import { AuthCard } from '../../features/auth/auth-card';
import { lazyResolver, preloadAuthValidation } from '../../features/auth/lazy-validation';
import { PasswordFields } from '../../features/auth/password-fields';
import { api, apiErrorMessage } from '../../lib/api';

type Input = z.input<typeof resetPasswordRequest>;

/** Reset password from the emailed link (not in the spec; built like the other auth screens). */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, z.output<typeof resetPasswordRequest>>({
    resolver: lazyResolver('resetPassword'),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  if (!token) {
    return (
      <AuthCard title="Reset Link Missing">
        <p>This page needs the link from your reset email. Request a new one and open the link in the email.</p>
        <Link to="/forgot-password" className="btn btn--gold btn--block">
          Request a New Link
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        await api('/api/auth/reset-password', { method: 'POST', body: values, auth: false });
        toast.success('Your password has been reset. Please log in.');
        await navigate('/login');
      } catch (err) {
        toast.error(apiErrorMessage(err, 'Failed to reset password'));
      }
    },
    (invalid) => {
      const first = invalid.confirmPassword?.message ?? invalid.password?.message;
      if (first) toast.error(first);
    },
  );

  return (
    <AuthCard title="Choose a New Password">
      <form method="post" onSubmit={onSubmit} onFocus={preloadAuthValidation} onPointerDown={preloadAuthValidation} noValidate>
        <input type="hidden" {...register('token')} />
        <PasswordFields register={register} errors={errors} labels={{ password: 'New Password', confirm: 'Confirm New Password' }} />
        <button type="submit" className="btn btn--gold btn--block" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Set New Password'}
        </button>
      </form>
      <p className="auth__switch">
        <Link to="/login">Back to Login</Link>
      </p>
    </AuthCard>
  );
}
