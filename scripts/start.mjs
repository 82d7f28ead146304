// `npm start`: install what is missing, build the storefront when its sources changed, then serve the shop
// (with the local identity provider for social sign-in and the sandbox card gateway, unless real ones are given).
// Node built-ins only, so it runs before dependencies are installed.
import os from 'node:os';
import { startLocalIdentityProvider, wantsLocalIdentityProvider } from './lib/identity-provider.mjs';
import { startLocalPaymentGateway, wantsLocalPaymentGateway } from './lib/payment-gateway.mjs';
import { ensureBuilt, ensureInstalled, spawnServer } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();

const [identityProvider, paymentGateway] = await Promise.all([
  wantsLocalIdentityProvider() ? startLocalIdentityProvider() : undefined,
  wantsLocalPaymentGateway() ? startLocalPaymentGateway() : undefined,
]);
if (identityProvider) console.log(`Local identity provider for social sign-in: ${identityProvider.url}`);
if (paymentGateway)
  console.log(`Sandbox card gateway (test card 4111 1111 1111 1111, OTP 123456): ${paymentGateway.url}`);
const server = spawnServer({ ...identityProvider?.env, ...paymentGateway?.env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
// `npm start` runs this under a shell that does not pass on a SIGTERM sent to npm; when npm is gone, stop too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 1000).unref();
server.on('exit', (code, signal) => {
  identityProvider?.child.kill('SIGTERM');
  paymentGateway?.child.kill('SIGTERM');
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
