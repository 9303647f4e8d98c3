import { fork, type ChildProcess } from 'node:child_process';

// LOAD_CPU_PROF=dir writes the service's CPU profile there (node --cpu-prof).
const PROFILE = process.env.LOAD_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_CPU_PROF}`]
  : [];

const children: ChildProcess[] = [];

/**
 * Forks a TypeScript child (with `env` added to this process's), sends it `job` if given, and
 * resolves with its first message.
 */
export function start<T>(
  file: string,
  args: string[] = [],
  job?: object,
  env: Record<string, string> = {},
): Promise<[ChildProcess, T]> {
  const child = fork(new URL(file, import.meta.url), args, {
    execArgv: ['--import', 'tsx', ...PROFILE],
    env: { ...process.env, ...env },
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', (reply) => resolve([child, reply as T]));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    if (job) child.send(job);
  });
}

/** Sends `message` and resolves with the child's next message. */
export const ask = <T>(child: ChildProcess, message: object | string): Promise<T> =>
  new Promise((resolve) => {
    child.once('message', (reply) => resolve(reply as T));
    child.send(message);
  });

export async function stop(child: ChildProcess): Promise<void> {
  if (!child.connected) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.disconnect();
  await exited;
}

export const stopAll = () => Promise.all(children.map(stop));
