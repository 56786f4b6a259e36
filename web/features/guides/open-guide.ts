/** Opening a finished guide (SPEC §4): its page in a new tab, the child guide one second later in "Child Guide". */
import { CHILD_GUIDE_OPEN_DELAY_MS } from '../../../common/limits';
import type { GeneratedGuide } from './guide-api';
import { guidePage } from './guide-html';

/** Opens the guide in a new tab; false when the browser blocked the pop-up. */
export function openGuideTab(result: GeneratedGuide, productionTitle: string): boolean {
  // Without "noopener" window.open reports a blocked pop-up as null; the opener link is cut by hand.
  const opened = window.open(result.guideId ? `/guide/${result.guideId}` : '', '_blank');
  if (!opened) return false;
  opened.opener = null;
  // A plain-HTML answer has no guide page to link to, so the tab is written in place.
  if (!result.guideId) opened.document.write(guidePage(productionTitle, result.guideContent));
  return true;
}

/** Opens the child guide after the spec's delay, when one was requested and written. */
export function openChildGuideLater(result: GeneratedGuide, characterName: string): void {
  if (!(result.childGuideRequested && result.childGuideCompleted && result.childGuideContent)) return;
  const page = guidePage(`${characterName}: child's guide`, result.childGuideContent);
  setTimeout(() => {
    const url = URL.createObjectURL(new Blob([page], { type: 'text/html' }));
    window.open(url, 'Child Guide');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }, CHILD_GUIDE_OPEN_DELAY_MS);
}
