import { useWatch } from 'react-hook-form';
import { LoadingScreen } from '../../components/loading-screen';
import { canGenerate } from '../../features/account/usage';
import { UsageCard } from '../../features/account/usage-card';
import { useUsage } from '../../features/account/use-usage';
import { useAuth } from '../../features/auth/auth-context';
import { GuideFlow } from '../../features/guides/guide-flow';
import { useGuideForm } from '../../features/guides/guide-form';
import { speakerSummary, speakersOf } from '../../features/uploads/reading';
import { SpeakersPanel } from '../../features/uploads/speakers-panel';
import { UploadArea } from '../../features/uploads/upload-area';
import { useUploads } from '../../features/uploads/use-uploads';

/** Dashboard and /create-guide (SPEC §2): usage, upload, the speakers found (tap one to fill the character), guide details, generation. */
export default function Dashboard() {
  const { user } = useAuth();
  const { usage, markUsed } = useUsage(user);
  const uploads = useUploads();
  const uploadIds = uploads.combined?.uploadIds ?? [];
  const guideForm = useGuideForm(uploadIds);
  const characterName = useWatch({ control: guideForm.control, name: 'characterName' });
  const readings = uploads.files.flatMap((f) => (f.reading ? [f.reading] : []));
  const summary = characterName?.trim() ? speakerSummary(readings, characterName) : null;
  // A name the reader did not find is said at once; the server still refuses it before anything is spent.
  const characterNote =
    summary ??
    (characterName?.trim() && speakersOf(readings).length
      ? `We didn't find “${characterName.trim()}” in your sides. Tap a name above, or check the spelling.`
      : null);
  return (
    <section className="section">
      <div className="container container--narrow stack-lg">
        <h1>Hi{user?.name ? `, ${user.name.split(' ')[0]}` : ''}! Let's prep your audition.</h1>
        {usage ? <UsageCard usage={usage} /> : <LoadingScreen label="Loading your plan…" />}
        <UploadArea uploads={uploads} />
        <SpeakersPanel
          uploads={uploads}
          chosen={characterName}
          onChoose={(name) => guideForm.setValue('characterName', name, { shouldDirty: true })}
        />
        <GuideFlow
          form={guideForm}
          uploadCount={uploadIds.length}
          atLimit={usage !== null && !canGenerate(usage.used, usage.limit)}
          onGenerated={markUsed}
          characterNote={characterNote}
        />
      </div>
    </section>
  );
}
