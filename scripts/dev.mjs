// `npm run dev`: the platform API on PORT+1, restarted whenever its files change (tsx watch); the theme editor
// rebuilt whenever its files change (vite build --watch); the storefront on PORT through Vite's dev server, with
// hot module replacement, handing the API, the editor and images to that platform.
// Node built-ins only, so it runs before dependencies are installed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startLocalIdentityProvider, wantsLocalIdentityProvider } from './lib/identity-provider.mjs';
import { startLocalPaymentGateway, wantsLocalPaymentGateway } from './lib/payment-gateway.mjs';
import { EDITOR_DIR, ensureInstalled, ROOT, STOREFRONT_DIR } from './lib/workspace.mjs';

ensureInstalled();

const port = Number(process.env.PORT ?? 3000);
const platformUrl = `http://127.0.0.1:${port + 1}`;
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const env = { ...process.env, NODE_ENV: 'development' };

const children = [];
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // Give them a moment to close their databases, then go whatever they did.
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(() =>
    process.exit(code),
  );
}

function start(name, command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', env, ...options });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the others`);
    stop(code || 1);
  });
  children.push(child);
  return child;
}

/** Until the platform answers anything: the first start migrates and seeds the demo shop. */
async function platformAnswers() {
  for (;;) {
    if (stopping) return;
    try {
      await fetch(`${platformUrl}/editor/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));

// Social sign-in against the local identity provider, unless real provider settings are given.
if (wantsLocalIdentityProvider()) {
  const identityProvider = await startLocalIdentityProvider();
  children.push(identityProvider.child);
  Object.assign(env, identityProvider.env);
  console.log(`Local identity provider for social sign-in: ${identityProvider.url}`);
}
// Card payments at the sandbox gateway, its callbacks going to the platform, unless a real gateway is set.
if (wantsLocalPaymentGateway()) {
  const paymentGateway = await startLocalPaymentGateway({ PORT: String(port + 1) });
  children.push(paymentGateway.child);
  Object.assign(env, paymentGateway.env);
  console.log(`Sandbox card gateway: ${paymentGateway.url}`);
}

start('platform', bin('tsx'), ['watch', '--clear-screen=false', 'apps/platform/src/main.ts'], {
  cwd: ROOT,
  env: { ...env, PORT: String(port + 1) },
});
// A production build, like `npm run build`'s: `npm start` takes what is in dist/ as built when it is newer than the
// sources, so a development build left there would be served in production.
start('editor build', bin('vite'), ['build', '--watch', '--logLevel', 'warn'], {
  cwd: EDITOR_DIR,
  env: { ...env, NODE_ENV: 'production' },
});
await platformAnswers();
start('storefront', bin('tsx'), ['server/dev.ts', '--platform-url', platformUrl], { cwd: STOREFRONT_DIR });
