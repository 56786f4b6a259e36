import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { NAV_SCROLL_THRESHOLD_PX } from '../../../common/limits';
import { useAuth, useLogout } from '../../features/auth/auth-context';

/** The navigation bar (SPEC §2): scrolled style past 8 px; visitor vs signed-in links. */
export function Navbar() {
  const { user } = useAuth();
  const onLogout = useLogout();
  const location = useLocation();
  const [scrolled, setScrolled] = useState(false);
  // The phone menu remembers the page it was opened on, so it reads as closed after navigating.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > NAV_SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header className={`nav${scrolled ? ' nav--scrolled' : ''}`} data-scrolled={scrolled}>
      <nav className="nav__inner" aria-label="Main">
        <Link to="/" className="nav__brand" aria-label="PrepGold home">
          <span className="nav__star" aria-hidden="true">
            ★
          </span>{' '}
          PrepGold
        </Link>
        <button
          type="button"
          className="nav__toggle"
          aria-expanded={menuOpen}
          aria-controls="nav-links"
          onClick={() => setMenuOpenOn(menuOpen ? null : location.pathname)}
        >
          <span className="visually-hidden">Menu</span>
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </button>
        <ul id="nav-links" className={`nav__links${menuOpen ? ' nav__links--open' : ''}`}>
          <li>
            <NavLink to="/examples">Examples</NavLink>
          </li>
          <li>
            <NavLink to="/pricing">Pricing</NavLink>
          </li>
          {user ? (
            <>
              <li>
                <NavLink to="/dashboard">Dashboard</NavLink>
              </li>
              <li>
                <NavLink to="/account">Account</NavLink>
              </li>
              <li>
                <button type="button" className="nav__logout" onClick={onLogout}>
                  Logout
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <NavLink to="/login">Login</NavLink>
              </li>
              <li>
                <Link to="/register" className="btn btn--gold btn--small">
                  Get Started
                </Link>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}
