/**
 * The guide flow's states (SPEC §4 Guide generation): the form, generating with the server's real
 * steps, then done; a failure returns to the form with everything still filled in. A character with
 * no lines is refused by the server before anything is spent.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import type { GenerationStep, GuideRequest, GuideRequestInput, SectionProgress } from '../../../common/contracts/guides';
import { messageOf } from '../../lib/api';
import { followProgress, generateGuide } from './guide-api';
import { openChildGuideLater, showGuide } from './open-guide';

/** Where the flow is; each state carries what its screen shows. */
export type GenerationState =
  | { phase: 'form' }
  | { phase: 'generating'; request: GuideRequestInput; step: GenerationStep; sections: SectionProgress[] }
  | { phase: 'done'; guideId: string | null; childGuide: boolean };

/** The flow's state and its actions; `onGenerated` runs once per guide made. */
export function useGuideGeneration(onGenerated: () => void) {
  const [state, setState] = useState<GenerationState>({ phase: 'form' });
  const [problem, setProblem] = useState<string | null>(null);

  const fail = (message: string) => {
    setProblem(message);
    toast.error(message);
  };

  /** Spends a guide: generates, follows the progress, sends the waiting tab to the result. */
  const generate = async (valid: GuideRequest, tab: Window | null) => {
    setProblem(null);
    const request: GuideRequestInput = { ...valid, uploadId: valid.uploadIds[0], requestId: crypto.randomUUID() };
    const requestId = request.requestId!;
    setState({ phase: 'generating', request, step: 'queued', sections: [] });
    const progress = new AbortController();
    // Progress is a nicety: the guide arrives with the generate call whether or not the steps do.
    const onStep = (step: GenerationStep, section: SectionProgress | null) =>
      setState((s) => (s.phase === 'generating' ? { ...s, step, sections: section ? [...s.sections, section] : s.sections } : s));
    followProgress(requestId, onStep, progress.signal).catch((err: unknown) => {
      if (!progress.signal.aborted) console.info('Progress not followed:', messageOf(err));
    });
    try {
      const result = await generateGuide(request);
      onGenerated();
      setState({ phase: 'done', guideId: result.guideId, childGuide: result.childGuideRequested && result.childGuideCompleted });
      if (showGuide(tab, result, request.productionTitle)) toast.success('Your guide is ready!');
      else toast.error('Popup blocked. Use the "Open last guide" link below.');
      openChildGuideLater(result);
    } catch (err) {
      tab?.close();
      setState({ phase: 'form' });
      fail(messageOf(err) || 'Failed to generate guide');
    } finally {
      progress.abort();
    }
  };

  return {
    state,
    problem,
    fail,
    generate,
    /** Back to an empty form for the next guide. */
    again: () => {
      setProblem(null);
      setState({ phase: 'form' });
    },
  };
}
