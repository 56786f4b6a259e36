/**
 * The guide flow's states (SPEC §4 Guide generation): the form, "confirm your lines" (nothing spent
 * yet), generating with the server's real steps, then done; a failure returns to the form.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import type { GenerationStep, GuideRequest, GuideRequestInput, LinesPreview } from '../../../common/contracts/guides';
import { ApiError, messageOf } from '../../lib/api';
import { followProgress, generateGuide, previewLines } from './guide-api';
import { openChildGuideLater, openGuideTab } from './open-guide';

/** Where the flow is; each state carries what its screen shows. */
export type GenerationState =
  | { phase: 'form' }
  | { phase: 'confirm'; request: GuideRequestInput; preview: LinesPreview }
  | { phase: 'generating'; request: GuideRequestInput; step: GenerationStep }
  | { phase: 'done'; guideId: string | null };

/** The flow's state and its actions; `onGenerated` runs once per guide made. */
export function useGuideGeneration(onGenerated: () => void) {
  const [state, setState] = useState<GenerationState>({ phase: 'form' });
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const fail = (message: string) => {
    setProblem(message);
    toast.error(message);
  };

  /** Shows the lines the reader found for the character before anything is spent. */
  const check = async (valid: GuideRequest) => {
    setProblem(null);
    const request: GuideRequestInput = { ...valid, uploadId: valid.uploadIds[0] };
    setChecking(true);
    try {
      setState({ phase: 'confirm', request, preview: await previewLines(valid.uploadIds, valid.characterName) });
    } catch (err) {
      fail((err instanceof ApiError && err.serverMessage) || 'Could not read your lines. Please try again.');
    } finally {
      setChecking(false);
    }
  };

  /** Looks again under a suggested name from the confirm panel. */
  const retarget = async (characterName: string) => {
    if (state.phase !== 'confirm') return;
    const request = { ...state.request, characterName };
    try {
      setState({ phase: 'confirm', request, preview: await previewLines(request.uploadIds ?? [], characterName) });
    } catch (err) {
      fail((err instanceof ApiError && err.serverMessage) || 'Could not read your lines. Please try again.');
    }
  };

  /** Spends a guide: generates, follows the progress, opens the result. */
  const generate = async () => {
    if (state.phase !== 'confirm') return;
    const request = { ...state.request, requestId: crypto.randomUUID() };
    setState({ phase: 'generating', request, step: 'queued' });
    const progress = new AbortController();
    // Progress is a nicety: the guide arrives with the generate call whether or not the steps do.
    followProgress(request.requestId, (step) => setState((s) => (s.phase === 'generating' ? { ...s, step } : s)), progress.signal).catch(
      (err: unknown) => {
        if (!progress.signal.aborted) console.info('Progress not followed:', messageOf(err));
      },
    );
    try {
      const result = await generateGuide(request);
      onGenerated();
      setState({ phase: 'done', guideId: result.guideId });
      if (openGuideTab(result, request.productionTitle)) toast.success('Your guide is ready!');
      else toast.error('Popup blocked. Use the "Open last guide" link below.');
      openChildGuideLater(result, request.characterName);
    } catch (err) {
      setState({ phase: 'form' });
      fail(messageOf(err) || 'Failed to generate guide');
    } finally {
      progress.abort();
    }
  };

  return {
    state,
    checking,
    problem,
    fail,
    check,
    retarget,
    generate,
    /** Back to the form to change details. */
    edit: () => setState({ phase: 'form' }),
  };
}
