import { PRODUCT_REQUEST_NAMESPACE } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { UPLOADS_PER_ADDRESS } from '../file-storage/routes';
import { officialClients } from '../user/test-clients';
import { LEADS_PER_ADDRESS } from './routes';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
});
afterAll(() => platform?.close());

/** Status codes of settled calls: 200 for a success, the HTTP code of a refusal. */
async function statuses(calls: Promise<unknown>[]): Promise<number[]> {
  const settled = await Promise.allSettled(calls);
  return settled.map((result) =>
    result.status === 'fulfilled' ? 200 : (result.reason as { code: number }).code,
  );
}
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('limits per address on what visitors may send', () => {
  it('lets through exactly the allowance of leads when they arrive all at once', async () => {
    const { v3 } = officialClients(platform);
    const contact = {
      category: 'contact-us',
      content: { title: 'Contact request', description: 'Hello' },
      _custom_json: { comms_details: { name: 'Meera', email: 'meera@example.com', phone: '9876543210' } },
    };
    const codes = await statuses(
      Array.from({ length: LEADS_PER_ADDRESS.max + 5 }, () => v3.lead.createTicket({ body: contact })),
    );
    expect(count(codes, 200)).toBe(LEADS_PER_ADDRESS.max);
    expect(count(codes, 429)).toBe(5);
  });

  it('lets through exactly the allowance of uploads when they start all at once', async () => {
    const { v1 } = officialClients(platform);
    const start = () =>
      v1.fileStorage.startUpload({
        namespace: PRODUCT_REQUEST_NAMESPACE,
        body: { file_name: 'a.png', content_type: 'image/png', size: 100 },
      });
    const codes = await statuses(Array.from({ length: UPLOADS_PER_ADDRESS.max + 3 }, start));
    expect(count(codes, 200)).toBe(UPLOADS_PER_ADDRESS.max);
    expect(count(codes, 429)).toBe(3);
  });
});
