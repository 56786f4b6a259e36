import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { canGenerate, remainingGuides, type UsageView } from './usage';

/** The plan and usage card with its progress bar, and the limit banner when no guides are left. */
export function UsageCard({ usage }: { usage: UsageView }) {
  const left = remainingGuides(usage.used, usage.limit);
  const percent = usage.limit ? Math.min(100, Math.round((usage.used / usage.limit) * 100)) : 0;
  return (
    <>
      {!canGenerate(usage.used, usage.limit) && (
        <div className="banner banner--warning" role="alert">
          <p>You've hit your monthly limit. Upgrade on the Pricing page for more guides.</p>
          <Link to="/pricing" className="btn btn--gold btn--small">
            See Plans
          </Link>
        </div>
      )}
      <section className="card usage" aria-labelledby="usage-title">
        <div className="usage__head">
          <h2 id="usage-title">
            {usage.planName} plan{usage.demo ? ' (demo)' : ''}
          </h2>
          <p className="muted">{usage.renewsAt ? `renews ${formatDate(usage.renewsAt)}` : 'monthly'}</p>
        </div>
        {usage.limit === null ? (
          <p>{usage.used} guides used · unlimited</p>
        ) : (
          <>
            <div
              className="progress"
              role="progressbar"
              aria-label="Guides used this period"
              aria-valuemin={0}
              aria-valuemax={usage.limit}
              aria-valuenow={usage.used}
            >
              <div className="progress__bar" style={{ width: `${percent}%` }} />
            </div>
            <p>
              {usage.used} of {usage.limit} guides used · {left} left this period
            </p>
          </>
        )}
      </section>
    </>
  );
}
