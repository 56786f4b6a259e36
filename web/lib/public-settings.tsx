/** Operator settings the pages need (external links), loaded once from GET /api/config. */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { PublicSettings } from '../../common/contracts/settings';
import { DEFAULT_UPLOAD_RETENTION_DAYS } from '../../common/limits';
import { api, messageOf } from './api';

const empty: PublicSettings = {
  parentSiteUrl: '',
  contactEmail: '',
  exampleGuideUrls: [],
  uploadRetentionDays: DEFAULT_UPLOAD_RETENTION_DAYS,
  checkout: { starter: null, alacarte: null, premium: null, selfTape: null, coaching: null },
};

const SettingsContext = createContext<PublicSettings>(empty);

/** Loads the operator settings once and provides them to every page. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(empty);
  useEffect(() => {
    api<PublicSettings>('/api/config', { auth: false })
      .then(setSettings)
      .catch((err: unknown) => console.info('Settings not loaded:', messageOf(err)));
  }, []);
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

/** The operator settings (empty until loaded). */
export const useSettings = () => useContext(SettingsContext);
