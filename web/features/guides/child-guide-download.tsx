import { ApiError } from '../../lib/api';
import { downloadChildGuide } from './guide-api';

/** The spec's child guide download (SPEC §7), with its alerts on failure (SPEC §8). */
export function ChildGuideDownload({ guideId, className = 'btn btn--outline' }: { guideId: string; className?: string }) {
  const download = async () => {
    try {
      await downloadChildGuide(guideId);
    } catch (err) {
      if (err instanceof ApiError) window.alert(`Failed to load child guide: ${err.serverMessage ?? err.message}`);
      else window.alert(`Error loading child guide: ${(err as Error).message}`);
    }
  };
  return (
    <button type="button" className={className} onClick={() => void download()}>
      Download as a file
    </button>
  );
}
