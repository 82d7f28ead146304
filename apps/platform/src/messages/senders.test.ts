import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDevOutbox, readConfig } from '../config';
import { shopperClients } from '../modules/user/test-clients';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { waitForMessage } from '../testing/outbox';
import { OUTBOX_PATH } from './outbox-page';

/** What the local SMTP server and SMS gateway received. */
const mails: string[] = [];
const texts: { to: string; text: string; application_id: string }[] = [];

async function until<T>(find: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error('nothing arrived');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let smtp: SMTPServer;
let gateway: Server;
let sending: TestPlatform;
let demo: TestPlatform;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        mails.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  gateway = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      if (request.method === 'POST' && request.headers['content-type'] === 'application/json') {
        texts.push(JSON.parse(body));
      }
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const gatewayPort = (gateway.address() as AddressInfo).port;
  [sending, demo] = await Promise.all([
    startTestPlatform({
      products: 0,
      config: {
        devOutbox: false,
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        smsWebhookUrl: `http://127.0.0.1:${gatewayPort}/sms`,
      },
    }),
    startTestPlatform({ products: 0, config: { devOutbox: true } }),
  ]);
});
afterAll(async () => {
  await Promise.all([sending?.close(), demo?.close()]);
  await new Promise<void>((resolve) => smtp?.close(resolve));
  await new Promise<void>((resolve) => gateway?.close(() => resolve()));
});

describe('sending codes and links', () => {
  it('sends a reset link by SMTP to the local mail server', async () => {
    await shopperClients(sending).v3.sendResetPasswordEmail({ body: { email: 'ravi@vitrine.test' } });
    const mail = await until(() => mails.find((m) => m.includes('ravi@vitrine.test')));
    expect(mail).toMatch(/^Subject: Reset your .+ password$/m);
    expect(mail).toContain('/auth/set-password?code=');
  });

  it('sends a code by the SMS webhook, and the code it carried signs in', async () => {
    const { v3 } = shopperClients(sending);
    const sent = await v3.loginWithOTP({ body: { mobile: '9876543210', country_code: '91' } });
    const sms = await until(() => texts.find((t) => t.to === '+919876543210'));
    expect(sms.application_id).toBe(sending.applicationId);
    const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
    const verified = await v3.verifyMobileOTP({ body: { request_id: sent.request_id, otp: code } });
    expect(verified.user.first_name).toBe('Asha');
  });
});

describe('the dev outbox page', () => {
  it('shows the messages, newest first, with their codes for journeys to read', async () => {
    const { v3 } = shopperClients(demo);
    await v3.loginWithOTP({ body: { mobile: '9876543210', country_code: '91' } });
    await v3.sendOTPOnEmail({ body: { email: 'ravi@vitrine.test' } });
    const kept = await waitForMessage(demo, 'ravi@vitrine.test');
    await waitForMessage(demo, '+919876543210');
    const response = await fetch(`${demo.baseUrl}${OUTBOX_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain(`data-to="ravi@vitrine.test" data-code="${kept.code}"`);
    expect(page.indexOf('ravi@vitrine.test')).toBeLessThan(page.indexOf('+919876543210'));

    const one = await (await fetch(`${demo.baseUrl}${OUTBOX_PATH}?to=%2B919876543210`)).text();
    expect(one).not.toContain('ravi@vitrine.test');
    expect(one).toContain('data-to="+919876543210"');
  });

  it('is not there while the outbox is off', async () => {
    expect((await fetch(`${sending.baseUrl}${OUTBOX_PATH}`)).status).toBe(404);
  });

  it('is on by default with the embedded database only, unless VITRINE_DEV_OUTBOX says', () => {
    expect(parseDevOutbox(undefined, undefined)).toBe(true);
    expect(parseDevOutbox(undefined, 'postgres://db/shop')).toBe(false);
    expect(parseDevOutbox('on', 'postgres://db/shop')).toBe(true);
    expect(parseDevOutbox('off', undefined)).toBe(false);
    // The demo opened to the network (HOST=0.0.0.0) is no longer only on this machine: no page of codes.
    expect(parseDevOutbox(undefined, undefined, '0.0.0.0')).toBe(false);
    expect(parseDevOutbox(undefined, undefined, '192.0.2.10')).toBe(false);
    expect(parseDevOutbox(undefined, undefined, 'localhost')).toBe(true);
    expect(parseDevOutbox('on', undefined, '0.0.0.0')).toBe(true);
    expect(() => parseDevOutbox('maybe', undefined)).toThrow(
      "VITRINE_DEV_OUTBOX must be 'on' or 'off', not 'maybe'",
    );
  });

  it('is off by default behind a proxy or with real senders, though HOST is loopback', () => {
    // The README's production set-up: a TLS proxy on the same machine forwards the world to 127.0.0.1.
    const demo = { VITRINE_EDITOR_TOKEN: 'outbox-default-test-token' };
    expect(readConfig(demo).devOutbox).toBe(true);
    expect(readConfig({ ...demo, TRUST_PROXY: 'loopback' }).devOutbox).toBe(false);
    expect(readConfig({ ...demo, SMTP_URL: 'smtp://mail.example.com:587' }).devOutbox).toBe(false);
    expect(readConfig({ ...demo, SMS_WEBHOOK_URL: 'https://sms.example.com/send' }).devOutbox).toBe(false);
    expect(readConfig({ ...demo, TRUST_PROXY: 'loopback', VITRINE_DEV_OUTBOX: 'on' }).devOutbox).toBe(true);
  });
});
