import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { registerRequest } from '../../../common/contracts/auth';
import { FormField } from '../../components/form-field';
import { AuthCard } from '../../features/auth/auth-card';
import { lazyResolver, preloadAuthValidation } from '../../features/auth/lazy-validation';
import { PasswordFields } from '../../features/auth/password-fields';
import { useAuth } from '../../features/auth/auth-context';
import { ApiError } from '../../lib/api';

type Input = z.input<typeof registerRequest>;

/** Register (SPEC §2, §5, §8): rules in the spec's order, one notice per server error. */
export default function Register() {
  const { register: signUp } = useAuth();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, z.output<typeof registerRequest>>({
    resolver: lazyResolver('register'),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        await signUp(values);
        toast.success('Account created successfully!');
        await navigate('/account');
      } catch (err) {
        if (err instanceof ApiError && err.fieldErrors.length > 0) {
          for (const e of err.fieldErrors) toast.error(`${e.param}: ${e.msg}`);
        } else {
          toast.error((err instanceof ApiError && err.serverMessage) || 'Registration failed');
        }
      }
    },
    (invalid) => {
      const first = invalid.confirmPassword?.message ?? invalid.password?.message ?? invalid.email?.message ?? invalid.name?.message;
      if (first) toast.error(first);
    },
  );

  return (
    <AuthCard title="Create Your Account" subtitle="Your first guide each month is free.">
      <form method="post" onSubmit={onSubmit} onFocus={preloadAuthValidation} onPointerDown={preloadAuthValidation} noValidate>
        <FormField
          label="Full Name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name', { required: 'Full name is required' })}
        />
        <FormField label="Email Address" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <PasswordFields register={register} errors={errors} labels={{ password: 'Password', confirm: 'Confirm Password' }} />
        <button type="submit" className="btn btn--gold btn--block" disabled={isSubmitting}>
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </button>
      </form>
      <p className="auth__switch">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
      <p className="auth__fine">
        By creating an account you agree to our <Link to="/terms">Terms</Link> and <Link to="/privacy">Privacy Policy</Link>. Account
        holders must be 13 or older; under 18 needs a parent's approval.
      </p>
    </AuthCard>
  );
}
