import { readFileSync } from 'node:fs';
import { EXAMPLE_GUIDES, type ExampleGuide } from '../web/features/marketing/examples.js';
import { expectAccessible, snap, test, expect, WIDTHS } from './support/fixtures.js';

const PAGES: Array<[path: string, name: string, headline: string | RegExp]> = [
  ['/', 'landing', 'Audition prep parents call GOLD.'],
  ['/examples', 'examples', 'Example Guides'],
  ['/pricing', 'pricing', 'Simple, Honest Pricing'],
  ['/login', 'login', 'Welcome Back'],
  ['/register', 'register', 'Create Your Account'],
  ['/forgot-password', 'forgot-password', 'Forgot Your Password?'],
  ['/reset-password', 'reset-password-missing-token', 'Reset Link Missing'],
  ['/terms', 'terms', 'Terms of Service'],
  ['/privacy', 'privacy', 'Privacy Policy'],
  ['/refunds', 'refunds', 'Refund Policy'],
  ['/disclaimer', 'disclaimer', 'Disclaimer'],
  ['/cookies', 'cookies', 'Cookie Policy'],
  ['/contact', 'contact', 'Contact Us'],
  ['/no-such-page', 'not-found', "We couldn't find that page"],
];

for (const [path, name, headline] of PAGES) {
  test(`${path} shows its headline, passes axe, and is captured at both widths`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
    await expectAccessible(page);
    await snap(page, name);
  });
}

test('unknown pages answer HTTP 404', async ({ request }) => {
  expect((await request.get('/no-such-page')).status()).toBe(404);
  expect((await request.get('/pricing')).status()).toBe(200);
});

test('landing: how it works, seven testimonials with the name rule, review data, calls to action', async ({ page }) => {
  await page.goto('/');
  for (const step of ['Upload Sides', 'Fill Details', 'Get Your Guide'])
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  const wall = page.locator('.testimonial');
  await expect(wall).toHaveCount(7);
  await expect(page.getByText('Jennifer A.', { exact: true })).toBeVisible();
  await expect(page.getByText('Agent Rebecca Lin', { exact: true })).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 7 });
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/register');
  await page.getByRole('link', { name: 'See Examples' }).first().click();
  await expect(page).toHaveURL(/\/examples$/);
  await expect(page.locator('.example')).toHaveCount(9);
});

test('navigation bar takes its scrolled style past 8 px', async ({ page }) => {
  await page.goto('/terms');
  const nav = page.locator('header.nav');
  await expect(nav).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 5));
  await expect(nav).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(nav).toHaveAttribute('data-scrolled', 'true');
  await expect(nav).toHaveClass(/nav--scrolled/);
});

test('pricing: four plans with Starter most popular; Free goes to /register for visitors', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.locator('.plan')).toHaveCount(4);
  await expect(page.locator('.plan--popular .plan__name')).toHaveText('Starter');
  for (const text of ['$0', '$29.99', '$14.99', '$99.99', 'Additional Services', 'Frequently Asked Questions']) {
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await page.locator('.plan').first().getByRole('link', { name: 'Start Free' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('footer: links, tagline, current year and the parent site in a new tab', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer).toContainText('The gold standard in audition preparation');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  for (const name of ['Pricing', 'Account', 'Terms', 'Privacy', 'Refunds', 'Disclaimer', 'Contact', 'Cookies']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: /Child Actor 101/ })).toHaveAttribute('target', '_blank');
});

test('terms: 16 sections and the dates and limits of the spec', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.locator('.legal section')).toHaveCount(16);
  for (const text of [
    'September 2, 2025',
    'at least 13 years old',
    'State of California',
    'one hundred US dollars ($100)',
    'three (3) months',
  ]) {
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  }
});

test('phone width: the menu opens and shows the links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.locator('#nav-links').getByRole('link', { name: 'Pricing' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#nav-links').getByRole('link', { name: 'Pricing' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/nav-menu-open-phone-390.png' });
});

// ─── Example guides and prerendered pages (issues 14 and 16) ─────────────────────────────────

const examples = EXAMPLE_GUIDES.map((card) => ({
  card,
  data: JSON.parse(readFileSync(`web/examples/${card.slug}.json`, 'utf8')) as ExampleGuide,
}));

for (const { card, data } of examples) {
  test(`example ${card.slug}: opens from /examples and shows the engine's guide, its story and headings`, async ({ page }) => {
    await page.goto('/examples');
    const cardOnPage = page.locator('.example', { has: page.getByRole('heading', { name: card.title, exact: true }) });
    await cardOnPage.getByRole('link', { name: /View example/ }).click();
    await expect(page).toHaveURL(new RegExp(`/examples/${card.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(data.characterName);
    await expect(page.getByText(data.productionTitle).first()).toBeVisible();
    // The guide as the guide page shows it: contents bar, foldable sections, the story first.
    const contents = page.getByRole('navigation', { name: 'Guide contents' });
    await expect(contents.getByRole('link', { name: 'Story' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'The story' }).first()).toBeVisible();
    await expect(page.locator('.guide-section.g-scene').first()).toBeVisible();
    // Split at build (vite.config.ts): every section the engine wrote, in its order, with a link in the contents bar.
    const headings = await page.evaluate(
      (html) =>
        [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('section.g-section > h2')].map(
          (h) => h.textContent?.trim() ?? '',
        ),
      data.html,
    );
    expect(headings.length).toBeGreaterThan(0);
    await expect(page.locator('.guide-section__title button > span:first-child')).toHaveText(headings);
    await expect(contents.locator('li a')).toHaveCount(headings.length);
    if (data.childHtml) await expect(page.getByRole('heading', { level: 2, name: "The child's guide" })).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize(WIDTHS.phone);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'horizontal scroll at 390 px').toBeLessThanOrEqual(0);
    await snap(page, `example-${card.slug}`);
  });
}

test('an example slug that does not exist answers 404 and says so', async ({ page, request }) => {
  expect((await request.get('/examples/no-such-example')).status()).toBe(404);
  await page.goto('/examples/no-such-example');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Example not found');
});

const PRERENDERED: Array<[path: string, text: string]> = [
  ['/', 'Audition prep parents call'],
  ['/pricing', 'Simple, Honest Pricing'],
  ['/examples', 'Example Guides'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/refunds', 'Refund Policy'],
  ['/disclaimer', 'Disclaimer'],
  ['/contact', 'Contact Us'],
  ['/cookies', 'Cookie Policy'],
  ['/login', 'Welcome Back'],
  ['/register', 'Create Your Account'],
  ['/forgot-password', 'Forgot Your Password?'],
  ...examples.map(({ card, data }): [string, string] => [`/examples/${card.slug}`, data.productionTitle]),
];

test('public pages arrive as HTML with their text before any script runs, and no inline script', async ({ request }) => {
  for (const [path, text] of PRERENDERED) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root, `${path} is prerendered`).toContain(text.replace(/'/g, '&#x27;'));
    // The script policy allows same-origin files only: every executable script has a src.
    const inline = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((m) => m[1]!)
      .filter((attrs) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attrs));
    expect(inline, `${path} inline scripts`).toEqual([]);
  }
});

test('an auth form the browser sends before the script runs goes by POST and comes back to its page unread', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  expect(html).toMatch(/<form\b[^>]*\bmethod="post"/);
  const res = await request.post('/login', { form: { email: 'a@b.example', password: 'typed-before-hydration' }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
  expect(res.headers()['location']).toBe('/login');
  expect(await res.text()).not.toContain('typed-before-hydration');
});

test('prerendered pages hydrate without errors and stay interactive', async ({ page }) => {
  for (const [path] of PRERENDERED) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // A hydrated page routes in the browser: the menu and a link work without a reload.
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'See Examples' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Example Guides');
});

test('the landing page loads at most 100 KB of gzipped JavaScript', async ({ page }) => {
  const scripts: Array<Promise<number>> = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.sizes().then((s) => s.responseBodySize));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const bytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  expect(bytes, 'script bytes on the wire').toBeGreaterThan(0);
  expect(bytes, 'script bytes on the wire').toBeLessThanOrEqual(100 * 1024);
});
