// A local stand-in for an outside service (identity provider, payment gateway), run as a child process that
// prints one JSON line naming its URL once it listens.
import { spawn } from 'node:child_process';
import { ROOT } from './workspace.mjs';

/** Starts `entry` with `env` and resolves with the child and the URL it printed under `key`. */
export function startLocalService(entry, env, key) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    let printed = '';
    child.once('exit', (code) => reject(new Error(`${key} exited (${code}) before listening`)));
    child.stdout.on('data', (chunk) => {
      printed += chunk;
      const line = printed.split('\n').find((text) => text.startsWith('{'));
      if (!line) return;
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolve({ child, url: JSON.parse(line)[key] });
    });
  });
}
