import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The year the pages were built: the footer's first render in the browser shows what the prerendered HTML shows.
const BUILD_YEAR = new Date().getFullYear();

/** What the plugin uses of the guide page's own code (web code is type-checked by web/tsconfig.json). */
interface GuidePageModules {
  cleanGuideHtml: (html: string) => string;
  splitGuide: (cleanHtml: string) => unknown;
}

/**
 * The example guides (web/examples/*.json, written by our own engine) prepared at build with the guide page's own
 * code, instead of in the browser while the page hydrates (decision 028): cleaned (cleanGuideHtml; sanitising a
 * guide there was one long task of about 200 ms on Lighthouse's slowed-down phone) and split into the sections the
 * page shows (splitGuide; parsing the guide there again was part of the hydration's blocking time). The file's
 * `html` becomes `guide`, the PreparedExample of web/features/marketing/examples.ts. Sanitising again in the browser
 * guards against a guide the server sends; these ship inside our own script, which the browser trusts anyway. The
 * DOM this works on is jsdom's here, as in the prerendering.
 */
function prepareExampleGuides(): Plugin {
  let modules: GuidePageModules | undefined;
  const guidePage = async () => {
    if (!modules) {
      const { JSDOM } = await import('jsdom');
      const { window } = new JSDOM('<!doctype html><html><body></body></html>');
      // DOMPurify binds to the window it finds when it loads.
      Object.assign(globalThis, { window, DOMParser: window.DOMParser });
      // Loaded through tsx, after the window is in place and apart from this file's own bundle.
      const { tsImport } = await import('tsx/esm/api');
      const guideHtml = (await tsImport('./web/features/guides/guide-html.ts', import.meta.url)) as GuidePageModules;
      const guideSections = (await tsImport('./web/features/guides/guide-sections.ts', import.meta.url)) as GuidePageModules;
      modules = { cleanGuideHtml: guideHtml.cleanGuideHtml, splitGuide: guideSections.splitGuide };
    }
    return modules;
  };
  return {
    name: 'prepare-example-guides',
    // Before Vite turns the JSON into a module.
    enforce: 'pre',
    async transform(code, id) {
      if (!/[\\/]web[\\/]examples[\\/][^\\/]+\.json$/.test(id)) return null;
      const { html, ...example } = JSON.parse(code) as { html: string; childHtml?: string | null };
      const { cleanGuideHtml, splitGuide } = await guidePage();
      const prepared = {
        ...example,
        guide: splitGuide(cleanGuideHtml(html)),
        childHtml: example.childHtml ? cleanGuideHtml(example.childHtml) : example.childHtml,
      };
      return { code: JSON.stringify(prepared), map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  plugins: [prepareExampleGuides(), react()],
  define: { __BUILD_YEAR__: JSON.stringify(BUILD_YEAR) },
  // The browser app (with a manifest of its chunks for the size report), or the prerendering entry run at build.
  build: isSsrBuild
    ? { outDir: '../dist/ssr', emptyOutDir: true, sourcemap: false }
    : {
        outDir: '../dist/web',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        // Everything the entry imports statically goes into one chunk: the first load is one request, not
        // eleven sharing a slow connection's bandwidth and HTTP/1.1's six connections with the page (decision 028).
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'first', tags: ['$initial'] }] } } },
      },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
