import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../testing/throwaway';
import { type PaymentShop, startPaymentShop } from '../payment/payment-test-shop';
import { ashaOrder } from './fulfilment-test-order';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const ROOT = path.resolve(path.dirname(CLI), '../../../../..');

let shop: PaymentShop;
let order: Awaited<ReturnType<typeof ashaOrder>>;
const folders: string[] = [];

const emptyFolder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-fulfil-'));
  folders.push(dir);
  return dir;
};

/** `npm run fulfil -- ...args` as a separate process; DATABASE_URL is cleared so only what `env` names is used. */
function fulfil(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env }, timeout: 200_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  shop = await startPaymentShop();
  order = await ashaOrder(shop);
});
afterAll(async () => {
  await shop?.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run fulfil, with the shop running', () => {
  const running = () => ({
    VITRINE_URL: shop.platform.baseUrl,
    VITRINE_EDITOR_TOKEN: shop.platform.platform.services.config.editorToken,
    DATA_DIR: emptyFolder(),
  });

  it('lists the shipments waiting, ships an order to delivered step by step, and says why a move is refused', async () => {
    const env = running();
    const shipmentId = order.shipments[0].id;
    const listed = await fulfil(['list'], env);
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    expect(listed.stdout).toMatch(/^SHIPMENT\s+ORDER\s+PLACED\s+STATUS/);
    expect(listed.stdout).toContain(`${shipmentId}  ${order.orderId}`);

    const delivered = await fulfil(['advance', order.orderId, '--to', 'delivered'], env);
    expect(delivered.code).toBe(0);
    expect(delivered.stdout).toMatch(
      new RegExp(
        `^${shipmentId}: placed → confirmed → packed → shipped → out_for_delivery → delivered \\(.+, AWB [A-Z]{3}\\d{10}\\)\\n$`,
      ),
    );
    const refused = await fulfil(['advance', shipmentId, '--to', 'packed'], env);
    expect(refused).toMatchObject({
      code: 1,
      stderr: 'A shipment that is delivered cannot be moved to packed\n',
    });
    const bad = await fulfil(['qc', shipmentId, 'maybe'], env);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^qc takes pass or fail/);
  });

  it('says so when the editor token is not the shop’s', async () => {
    const wrong = await fulfil(['list'], { ...running(), VITRINE_EDITOR_TOKEN: 'not-the-token' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/^The shop did not take the editor token/);
  });
});

describe('npm run fulfil, with no shop running', () => {
  it('opens the shop’s database itself', async () => {
    const listed = await fulfil(['list', '--all'], {
      VITRINE_URL: `http://127.0.0.1:${await freePort()}`,
      DATA_DIR: emptyFolder(),
    });
    expect(listed).toMatchObject({ code: 0, stdout: 'No shipments.\n' });
  }, 240_000);

  it('refuses to open an embedded database another process holds', async () => {
    const dataDir = emptyFolder();
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    fs.writeFileSync(path.join(dataDir, 'pglite', 'postmaster.pid'), '-42\n');
    const refused = await fulfil(['list'], {
      VITRINE_URL: `http://127.0.0.1:${await freePort()}`,
      DATA_DIR: dataDir,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The shop's embedded database in ${dataDir} is open in another process`);
  });
});
