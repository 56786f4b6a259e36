import { Link } from 'react-router';
import { useSettings } from '../../lib/public-settings';

/** What a plan or extra offers where online payment is off: ask this site's administrator, by email when one is set. */
export function AskAdmin({
  what,
  extra = false,
  className = 'btn btn--outline btn--block',
}: {
  what: string;
  /** An extra service (booked), rather than a plan (changed). */
  extra?: boolean;
  className?: string;
}) {
  const { contactEmail } = useSettings();
  const label = `Ask for ${what}`;
  return (
    <>
      {contactEmail ? (
        <a className={className} href={`mailto:${contactEmail}?subject=${encodeURIComponent(`Please move my account to ${what}`)}`}>
          {label}
        </a>
      ) : (
        <Link className={className} to="/contact">
          {label}
        </Link>
      )}
      <p className="muted plan__off">
        {extra
          ? 'Online booking is off on this site. Ask the administrator of this site to arrange it.'
          : 'Online payment is off on this site. Ask the administrator of this site to change your plan.'}
      </p>
    </>
  );
}
