import { LoadingScreen } from '../../components/loading-screen';
import { UsageCard, useUsage } from '../../features/account/usage-card';
import { useAuth } from '../../features/auth/auth-context';
import { UploadArea } from '../../features/uploads/upload-area';
import { useUploads } from '../../features/uploads/use-uploads';

/** Dashboard (SPEC §2): plan and usage, the PDF upload area. The guide form arrives with guide generation. */
export default function Dashboard() {
  const { user } = useAuth();
  const usage = useUsage();
  const uploads = useUploads();
  return (
    <section className="section">
      <div className="container container--narrow stack-lg">
        <h1>Hi{user?.name ? `, ${user.name.split(' ')[0]}` : ''}! Let's prep your audition.</h1>
        {usage ? <UsageCard usage={usage} /> : <LoadingScreen label="Loading your plan…" />}
        <UploadArea uploads={uploads} />
      </div>
    </section>
  );
}
