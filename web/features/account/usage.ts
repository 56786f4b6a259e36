/** Plan usage arithmetic (SPEC §4 Plan usage). */
import { DEFAULT_GUIDE_LIMIT } from '../../../common/limits';
import { capitalise } from '../../lib/format';

export interface UsageView {
  planName: string;
  used: number;
  limit: number | null;
  renewsAt: string | null;
  demo: boolean;
}

/** Guides left this period; null when unlimited. */
export function remainingGuides(used: number, limit: number | null): number | null {
  return limit === null ? null : Math.max(0, limit - used);
}

/** Generation is allowed when the limit is null or some guides remain. */
export function canGenerate(used: number, limit: number | null): boolean {
  const left = remainingGuides(used, limit);
  return left === null || left > 0;
}

/** Fallback when the dashboard call fails: the user's own values, default limit 1, marked demo. */
export function fallbackUsage(user: { subscription?: string; guidesUsed?: number; guidesLimit?: number | null }): UsageView {
  return {
    planName: capitalise(user.subscription || 'free'),
    used: user.guidesUsed ?? 0,
    limit: user.guidesLimit ?? DEFAULT_GUIDE_LIMIT,
    renewsAt: null,
    demo: true,
  };
}
