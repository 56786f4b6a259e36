/** Plan usage for the dashboard: GET /api/auth/dashboard, else the user's own values (SPEC §7 note). */
import { useCallback, useEffect, useState } from 'react';
import type { DashboardResponse, PublicUser } from '../../../common/contracts/auth';
import { api, messageOf } from '../../lib/api';
import { capitalise } from '../../lib/format';
import { fallbackUsage, type UsageView } from './usage';

/** Loads the signed-in user's plan usage; markUsed counts a new guide locally. */
export function useUsage(user: PublicUser | null): { usage: UsageView | null; markUsed: () => void } {
  const [usage, setUsage] = useState<UsageView | null>(null);
  useEffect(() => {
    if (!user) return;
    api<DashboardResponse>('/api/auth/dashboard')
      .then((d) =>
        setUsage({
          planName: d.subscription.currentPlan.name || capitalise(d.user.subscription),
          used: d.user.guidesUsed,
          limit: d.user.guidesLimit,
          renewsAt: d.subscription.renewsAt,
          demo: false,
        }),
      )
      .catch((err: unknown) => {
        console.info('Dashboard usage unavailable, using account values:', messageOf(err));
        setUsage(fallbackUsage(user));
      });
  }, [user]);
  // After a guide is made the local count goes up by one when the plan has a limit (SPEC §4).
  const markUsed = useCallback(() => setUsage((u) => (u && u.limit !== null ? { ...u, used: u.used + 1 } : u)), []);
  return { usage, markUsed };
}
