/** The year `vite build` ran (vite.config.ts), the same in the browser bundle and the prerendering one. */
declare const __BUILD_YEAR__: number;
