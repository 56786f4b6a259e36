import { useState } from 'react';
import { Link } from 'react-router';
import { capitalise } from '../../lib/format';
import { useAuth, useLogout } from '../../features/auth/auth-context';
import { ChangePasswordForm } from '../../features/auth/change-password-form';
import { YourData } from '../../features/account/your-data';
import { GuidesList } from '../../features/guides/guides-list';

/** Account (SPEC §2): name, email, subscription, the guides, Log Out; then the password and the privacy controls (decision 017). */
export default function Account() {
  const { user } = useAuth();
  const onLogout = useLogout();
  // Deleting an upload deletes the guides made from it: the list is read again.
  const [guidesVersion, setGuidesVersion] = useState(0);
  if (!user) return null;
  return (
    <section className="section">
      <div className="container container--narrow stack-lg">
        <h1>My Account</h1>
        <div className="card">
          <dl className="details">
            <div>
              <dt>Name</dt>
              <dd>{user.name || '—'}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>Subscription</dt>
              <dd>
                {capitalise(user.subscription || 'free')} · <Link to="/subscription">Manage subscription</Link>
              </dd>
            </div>
          </dl>
          <button type="button" className="btn btn--outline" onClick={onLogout}>
            Log Out
          </button>
        </div>
        <GuidesList key={guidesVersion} />
        <ChangePasswordForm />
        <YourData onGuidesDeleted={() => setGuidesVersion((v) => v + 1)} onAccountDeleted={() => void onLogout()} />
      </div>
    </section>
  );
}
