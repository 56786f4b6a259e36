/** Operator settings the pages need (external links), loaded once from GET /api/config. */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { PublicSettings } from '../../common/contracts/settings';

const empty: PublicSettings = {
  parentSiteUrl: '',
  contactEmail: '',
  exampleGuideUrls: [],
  checkout: { starter: null, alacarte: null, premium: null, selfTape: null, coaching: null },
};

const SettingsContext = createContext<PublicSettings>(empty);

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(empty);
  useEffect(() => {
    fetch('/api/config')
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then(setSettings)
      .catch((err) => console.info('Settings not loaded:', err.message));
  }, []);
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

export const useSettings = () => useContext(SettingsContext);
