import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useSettings } from '../../lib/public-settings';

const currentYear = () => new Date().getFullYear();
const staysPut = () => () => {};

/** The footer (SPEC §2): year, links, parent-site link, tagline. */
export function Footer() {
  const { parentSiteUrl } = useSettings();
  // Hydrating a prerendered page starts from the build's year, then moves to the current one if the build is older.
  const year = useSyncExternalStore(staysPut, currentYear, () => __BUILD_YEAR__);
  return (
    <footer className="footer">
      <div className="footer__inner">
        <p className="footer__tagline">The gold standard in audition preparation</p>
        <nav aria-label="Footer">
          <ul className="footer__links">
            <li>
              <Link to="/pricing">Pricing</Link>
            </li>
            <li>
              <Link to="/account">Account</Link>
            </li>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/refunds">Refunds</Link>
            </li>
            <li>
              <Link to="/disclaimer">Disclaimer</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/cookies">Cookies</Link>
            </li>
            {parentSiteUrl && (
              <li>
                <a href={parentSiteUrl} target="_blank" rel="noopener noreferrer">
                  Child Actor 101<span className="visually-hidden"> (opens in a new tab)</span> ↗
                </a>
              </li>
            )}
          </ul>
        </nav>
        <p className="footer__copy">© {year} PrepGold. All rights reserved.</p>
      </div>
    </footer>
  );
}
