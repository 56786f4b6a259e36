import { LoadingScreen } from '../../components/loading-screen';
import { UsageCard, useUsage } from '../../features/account/usage-card';
import { useAuth } from '../../features/auth/auth-context';

/** Dashboard (SPEC §2): plan and usage. Upload and the guide form arrive with ingestion and guides. */
export default function Dashboard() {
  const { user } = useAuth();
  const usage = useUsage();
  return (
    <section className="section">
      <div className="container container--narrow">
        <h1>Hi{user?.name ? `, ${user.name.split(' ')[0]}` : ''}! Let's prep your audition.</h1>
        {usage ? <UsageCard usage={usage} /> : <LoadingScreen label="Loading your plan…" />}
      </div>
    </section>
  );
}
