import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localRateLimits } from '../../http/rate-limit';
import { messageSender } from '../../messages/sender';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { codeMessage } from './code-messages';
import { type CodeServices, emailDestination, issueCode, phoneDestination } from './one-time-codes';

/** Log lines as written, without pid or time: any run of six digits in them would be a code. */
function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { log: pino({ level: 'info', base: undefined, timestamp: false }, stream), lines };
}

async function until(check: () => boolean) {
  const deadline = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('it never happened');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let platform: TestPlatform;
let refusing: SMTPServer;
const received: string[] = [];

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
  // A mail server that reads the message, then refuses it.
  refusing = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push(data);
        callback(Object.assign(new Error('Mailbox full'), { responseCode: 552 }));
      });
    },
  });
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await platform?.close();
  await new Promise<void>((resolve) => refusing?.close(resolve));
});

describe('one-time codes and the logs', () => {
  it('log a failed delivery without the code', async () => {
    const { log, lines } = capturedLog();
    const port = (refusing.server.address() as AddressInfo).port;
    const config = { smtpUrl: `smtp://127.0.0.1:${port}`, smtpFrom: 'shop@example.com', devOutbox: false };
    const services: CodeServices = {
      db: platform.platform.services.db,
      limits: localRateLimits(),
      log,
      messages: messageSender(config, platform.platform.services.db, log),
    };
    const request = { applicationId: platform.applicationId, purpose: 'login' };
    await issueCode(
      services,
      { ...request, destination: emailDestination('full@example.com') },
      codeMessage('Shop', 'sign in'),
    );
    await until(() => lines.some((line) => line.includes('not delivered')));
    const code = /\b(\d{6})\b/.exec(received[0] ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(lines.join('\n')).not.toContain(code);
    expect(lines.join('\n')).toContain('Mailbox full');
  });

  it('log a code with no sender for its channel without the code or its subject', async () => {
    const { log, lines } = capturedLog();
    const services: CodeServices = {
      db: platform.platform.services.db,
      limits: localRateLimits(),
      log,
      messages: messageSender(
        { smtpFrom: 'shop@example.com', devOutbox: false },
        platform.platform.services.db,
        log,
      ),
    };
    const request = { applicationId: platform.applicationId, purpose: 'login' };
    await issueCode(
      services,
      { ...request, destination: phoneDestination('91', '9123456780') },
      codeMessage('Shop', 'sign in'),
    );
    await until(() => lines.some((line) => line.includes('no sender is configured')));
    expect(lines.join('\n')).not.toMatch(/\d{6}/);
  });
});
