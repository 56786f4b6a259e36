import { LoadingScreen } from '../../components/loading-screen';
import { UsageCard, useUsage } from '../../features/account/usage-card';
import { useAuth } from '../../features/auth/auth-context';
import { GuideFlow } from '../../features/guides/guide-flow';
import { UploadArea } from '../../features/uploads/upload-area';
import { useUploads } from '../../features/uploads/use-uploads';

/** Dashboard and /create-guide (SPEC §2): plan and usage, upload, guide details, generation. */
export default function Dashboard() {
  const { user } = useAuth();
  const { usage, markUsed } = useUsage();
  const uploads = useUploads();
  return (
    <section className="section">
      <div className="container container--narrow stack-lg">
        <h1>Hi{user?.name ? `, ${user.name.split(' ')[0]}` : ''}! Let's prep your audition.</h1>
        {usage ? <UsageCard usage={usage} /> : <LoadingScreen label="Loading your plan…" />}
        <UploadArea uploads={uploads} />
        <GuideFlow combined={uploads.combined} usage={usage} onUsed={markUsed} />
      </div>
    </section>
  );
}
