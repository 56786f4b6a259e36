import { expect, test } from 'vitest';

test('zod reads the jitless setting written before it loads, so it never probes new Function', async () => {
  await import('./zod-jitless');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  let probed = false;
  const RealFunction = globalThis.Function;
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args: string[]) {
      probed = true;
      return Reflect.construct(target, args);
    },
  });
  try {
    const schema = z.object({ email: z.string(), password: z.string() });
    expect(schema.safeParse({ email: 'a@b.c', password: 'x' }).success).toBe(true);
  } finally {
    globalThis.Function = RealFunction;
  }
  expect(probed).toBe(false);
});
