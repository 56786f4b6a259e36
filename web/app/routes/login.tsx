import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { loginRequest } from '../../../common/contracts/auth';
import { FormField } from '../../components/form-field';
import { AuthCard } from '../../features/auth/auth-card';
import { lazyResolver, preloadAuthValidation } from '../../features/auth/lazy-validation';
import { useAuth } from '../../features/auth/auth-context';
import { ApiError } from '../../lib/api';

type Input = z.input<typeof loginRequest>;

/** Login (SPEC §2): success toasts "Welcome back!" and goes to /account. */
export default function Login() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, z.output<typeof loginRequest>>({
    resolver: lazyResolver('login'),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login(values);
      toast.success('Welcome back!');
      await navigate('/account');
    } catch (err) {
      toast.error((err instanceof ApiError && err.serverMessage) || 'Login failed');
    }
  });

  return (
    <AuthCard title="Welcome Back" subtitle="Log in to prepare your next audition.">
      <form method="post" onSubmit={onSubmit} onFocus={preloadAuthValidation} onPointerDown={preloadAuthValidation} noValidate>
        <FormField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="auth__aside">
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
        <button type="submit" className="btn btn--gold btn--block" disabled={isSubmitting}>
          {isSubmitting ? 'Signing In...' : 'Sign In'}
        </button>
      </form>
      <p className="auth__switch">
        New to PrepGold? <Link to="/register">Create an account</Link>
      </p>
    </AuthCard>
  );
}
