/**
 * Opening a finished guide (SPEC §4). Phone browsers only allow a new tab opened in the click itself,
 * so the tab is opened at once with a "being written" note and sent to the guide when it is ready;
 * the child guide's page follows one second later in a tab named "Child Guide".
 */
import { CHILD_GUIDE_OPEN_DELAY_MS } from '../../../common/limits';
import type { GeneratedGuide } from './guide-api';
import { guidePage } from './guide-html';

const WAITING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Writing your guide… | PrepGold</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1.25rem;line-height:1.6;color:#1b2333"><h1>Writing your guide…</h1><p>This tab shows the guide as soon as it is ready, usually within 2–5 minutes. Keep the PrepGold tab open too.</p></body></html>`;

/** Opens the tab the guide will land in; call it synchronously in the click. Null when the browser blocked it. */
export function openPendingTab(): Window | null {
  // Without "noopener" window.open reports a blocked pop-up as null; the opener link is cut by hand.
  const tab = window.open('', '_blank');
  if (!tab) return null;
  tab.opener = null;
  tab.document.write(WAITING_PAGE);
  tab.document.close();
  return tab;
}

/** Sends the waiting tab to the finished guide; false when there was no tab to send. */
export function showGuide(tab: Window | null, result: GeneratedGuide, productionTitle: string): boolean {
  if (!tab || tab.closed) return false;
  if (result.guideId) tab.location.replace(`/guide/${result.guideId}`);
  else {
    // A plain-HTML answer has no guide page to link to, so the tab is written in place.
    tab.document.open();
    tab.document.write(guidePage(productionTitle, result.guideContent));
    tab.document.close();
  }
  return true;
}

/** Opens the child guide's page after the spec's delay, when one was requested and written. */
export function openChildGuideLater(result: GeneratedGuide): void {
  if (!(result.guideId && result.childGuideRequested && result.childGuideCompleted)) return;
  const href = `/guide/${result.guideId}/child`;
  setTimeout(() => window.open(href, 'Child Guide'), CHILD_GUIDE_OPEN_DELAY_MS);
}
