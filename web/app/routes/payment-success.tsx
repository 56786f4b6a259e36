import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PAYMENT_SUCCESS_REDIRECT_SECONDS } from '../../../common/limits';

/** After a hosted checkout (SPEC §2): counts down, then the dashboard. */
export default function PaymentSuccess() {
  const navigate = useNavigate();
  const [left, setLeft] = useState(PAYMENT_SUCCESS_REDIRECT_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      void navigate('/dashboard');
      return;
    }
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [left, navigate]);
  return (
    <section className="auth">
      <div className="card auth__card center">
        <p className="success-mark" aria-hidden="true">
          ✓
        </p>
        <h1 className="auth__title">Payment Successful!</h1>
        <p role="status">
          Thank you. Taking you to your dashboard in {left} second{left === 1 ? '' : 's'}…
        </p>
        <Link to="/dashboard" className="btn btn--gold btn--block">
          Go to Dashboard Now
        </Link>
      </div>
    </section>
  );
}
