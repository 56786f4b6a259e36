/** Shared e2e helpers: console-error capture, accessibility check, screenshots at two widths. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const WIDTHS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;
export const SCREENS_DIR = path.join('test-results', 'screens');

/**
 * Every test fails on a console error or uncaught exception. Not errors: expected API refusals
 * (4xx from /api/) and the 404 status of an unknown page's own document.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const url = msg.location().url;
        const expected4xx = /status of 4\d\d/.test(msg.text()) && (url.includes('/api/') || url === page.url());
        if (!expected4xx) errors.push(msg.text());
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Saves the current screen at desktop and phone width. */
export async function snap(page: Page, name: string): Promise<void> {
  for (const [label, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${label}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize(WIDTHS.desktop);
}

/** Fails on serious or critical axe-core violations (WCAG 2.1 A/AA). */
export async function expectAccessible(page: Page): Promise<void> {
  // A toast or panel still fading in has the contrast of its half-drawn frame: axe reads the page once it has settled.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  expect(bad, 'accessibility violations').toEqual([]);
}

let counter = 0;
/** A unique email for a new account. */
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.com`;
export const PASSWORD = 'Curtain-Call-42';

/** Registers through the UI and waits for /account. */
export async function registerThroughUi(page: Page, name: string, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/** The emails the server wrote to its outbox, newest last. */
export function outbox(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}
