import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { forgotPasswordRequest } from '../../../common/contracts/auth';
import { FormField } from '../../components/form-field';
import { AuthCard } from '../../features/auth/auth-card';
import { lazyResolver, preloadAuthValidation } from '../../features/auth/lazy-validation';
import { api, apiErrorMessage } from '../../lib/api';

type Input = z.input<typeof forgotPasswordRequest>;

/** Forgot password (SPEC §2, §8): form, then "Check Your Email", then back on Try Again. */
export default function ForgotPassword() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, z.output<typeof forgotPasswordRequest>>({
    resolver: lazyResolver('forgotPassword'),
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await api('/api/auth/forgot-password', { method: 'POST', body: { email }, auth: false });
      toast.success('Password reset email sent! Check your inbox.');
      setSentTo(email);
    } catch (err) {
      toast.error(apiErrorMessage(err, 'Failed to send reset email'));
    }
  });

  if (sentTo) {
    return (
      <AuthCard title="Check Your Email">
        <p>
          We sent a password reset link to <strong>{sentTo}</strong>. It works for one hour. If you don't see the email in a few minutes,
          check your spam folder.
        </p>
        <div className="stack">
          <button type="button" className="btn btn--outline btn--block" onClick={() => setSentTo(null)}>
            Try Again
          </button>
          <Link to="/login" className="btn btn--gold btn--block">
            Back to Login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot Your Password?" subtitle="Enter your email and we'll send you a link to choose a new one.">
      <form method="post" onSubmit={onSubmit} onFocus={preloadAuthValidation} onPointerDown={preloadAuthValidation} noValidate>
        <FormField label="Email Address" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <button type="submit" className="btn btn--gold btn--block" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </button>
      </form>
      <p className="auth__switch">
        <Link to="/login">Back to Login</Link>
      </p>
    </AuthCard>
  );
}
