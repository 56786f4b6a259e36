/** Where original uploads are kept: one interface, a provider per place (picked in storage/index.ts). */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Keys are relative paths made only of safe characters, whatever the provider. */
export function checkKey(key: string): string {
  if (!/^[\w-]+(\/[\w.-]+)*$/.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

/** Files under a root folder. */
export function localStorage(root: string): Storage {
  const resolve = (key: string) => path.join(root, checkKey(key));
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written beside its place and renamed in: a full disk or a crash leaves no partial file under the key.
      const part = `${file}.${randomUUID()}.part`;
      try {
        await writeFile(part, data, { mode: 0o600 });
        await rename(part, file);
      } catch (err) {
        await rm(part, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

/** Why the storage cannot take uploads (a probe file written, read back and removed), or null when it can; the cause goes to `onError`. */
export async function storageProblem(storage: Storage, onError: (err: unknown) => void): Promise<string | null> {
  const key = `_ready/${randomUUID()}`;
  const probe = Buffer.from(key);
  try {
    await storage.put(key, probe);
    const back = await storage.get(key);
    await storage.delete(key);
    return back?.equals(probe) ? null : 'storage did not return what was written';
  } catch (err) {
    onError(err);
    return 'storage not writable';
  }
}
