import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { BUILD_DIR, createServer, type ServerOptions, type StorefrontServer } from './app';

export interface TestShop {
  platform: TestPlatform;
  shop: StorefrontServer;
  close(): Promise<void>;
}

/**
 * The production storefront over an in-process test platform, as the server tests use it; builds the storefront
 * first when no build is there (a test run straight after a clone).
 */
export async function startTestShop(
  platformOptions: Parameters<typeof startTestPlatform>[0],
  serverOptions: Partial<ServerOptions> = {},
): Promise<TestShop> {
  if (!fs.existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) {
    execSync('npx react-router build', { cwd: path.dirname(BUILD_DIR), stdio: 'inherit' });
  }
  const platform = await startTestPlatform(platformOptions);
  const shop = await createServer({
    applicationId: platform.applicationId,
    applicationToken: platform.applicationToken,
    platform: platform.platform,
    mode: 'production',
    ...serverOptions,
  });
  return {
    platform,
    shop,
    close: async () => {
      await shop.close();
      await platform.close();
    },
  };
}

/** Signs a demo shopper in through the storefront's own form post; returns their `f.session` cookie. */
export async function signInShopper(shop: StorefrontServer, origin: string, email: string): Promise<string> {
  const response = await shop.fetch(
    new Request(`${origin}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams({ username: email, password: DEMO_SHOPPER_PASSWORD }).toString(),
    }),
  );
  const session = /f\.session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (!session) throw new Error(`${email} was not signed in: ${response.status}`);
  return session;
}
