import type { PreparedExample } from './examples';

// Each example is its own small chunk, fetched only by its page.
const loaders = import.meta.glob<PreparedExample>('../../examples/*.json', { import: 'default' });
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
const loaded = new Map<string, Tracked<PreparedExample | null>>();

/**
 * One example's data, null for a slug that has none. One promise per slug, marked when it settles, so
 * React's `use` reads a loaded example at once (no suspending while a prerendered page hydrates).
 */
export function loadExample(slug: string): Promise<PreparedExample | null> {
  let example = loaded.get(slug);
  if (!example) {
    const load = loaders[`../../examples/${slug}.json`];
    const promise: Tracked<PreparedExample | null> = load ? load() : Promise.resolve(null);
    void promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }));
    loaded.set(slug, promise);
    example = promise;
  }
  return example;
}
