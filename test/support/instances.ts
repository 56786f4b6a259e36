/** Starts PrepGold instances as separate processes (test/support/instance.ts) and talks to them over HTTP. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { callerFor, type Call } from './app.js';

export interface Instance {
  name: string;
  url: string;
  call: Call;
  process: ChildProcess;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  /** Sends a signal; SIGKILL is a lost machine, SIGTERM a restart. */
  kill(signal: NodeJS.Signals): void;
}

/** Boots one instance with `env` over its own data folder; resolves once it listens. */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('test/support/instance.ts')], {
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', DATA_DIR: mkdtempSync(path.join(tmpdir(), `prepgold-${name}-`)), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/LISTENING (\S+)/);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`instance ${name} exited (${code}) before listening:\n${output}`)));
  });
  // Keep reading so a chatty instance never blocks on a full pipe.
  child.stdout.resume();
  child.stderr.resume();
  return { name, url, call: callerFor(url), process: child, exited, kill: (signal) => void child.kill(signal) };
}
