import { CONTACT_FIELDS_REQUIRED } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients, rejection, signIn } from '../user/test-clients';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

let platform: TestPlatform;
let visitor: { v1: Json; v3: Json };
let asha: { v1: Json; v3: Json };
let ravi: { v1: Json; v3: Json };

const leadOf = (clients: { v1: Json; v3: Json }) => ({ v1: clients.v1.lead, v3: clients.v3.lead });

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
  visitor = leadOf(officialClients(platform));
  asha = leadOf(
    officialClients(platform, (await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD)).cookie),
  );
  ravi = leadOf(
    officialClients(platform, (await signIn(platform, 'ravi@vitrine.test', DEMO_SHOPPER_PASSWORD)).cookie),
  );
});
afterAll(() => platform?.close());

const contact = (comms: Record<string, string>, description = 'Do you ship to Goa?') => ({
  status: 'open',
  priority: 'low',
  category: 'contact-us',
  content: { title: 'Contact request', description },
  _custom_json: { comms_details: comms },
});
const meera = { name: 'Meera Iyer', email: 'meera@example.com', phone: '9876543210' };

describe('contact tickets through the official SDK', () => {
  it('lets a visitor send the contact form in both versions', async () => {
    for (const client of [visitor.v1, visitor.v3]) {
      const ticket = await client.createTicket({ body: contact(meera) });
      expect(ticket).toMatchObject({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        category: { key: 'contact-us', display: 'Contact us' },
        status: { key: 'open' },
        priority: { key: 'low' },
        source: 'sales_channel',
        content: { title: 'Contact request', description: 'Do you ship to Goa?' },
        _custom_json: { comms_details: meera },
      });
    }
  });

  it("refuses a contact ticket missing any of the four fields with the spec's message", async () => {
    for (const missing of ['name', 'email', 'phone'] as const) {
      const comms = { ...meera, [missing]: ' ' };
      expect(await rejection(visitor.v3.createTicket({ body: contact(comms) }))).toEqual({
        code: 400,
        message: CONTACT_FIELDS_REQUIRED,
      });
    }
    expect(await rejection(visitor.v1.createTicket({ body: contact(meera, '') }))).toEqual({
      code: 400,
      message: CONTACT_FIELDS_REQUIRED,
    });
  });

  it('keeps a product request for signed-in shoppers', async () => {
    const request = {
      category: 'product-request',
      content: {
        title: 'Product request',
        description: 'Linen kurta in sage, size M',
        attachments: [{ type: 'image', display: 'photo.png', value: 'http://shop.test/files/x/y.png' }],
      },
    };
    expect(await rejection(visitor.v3.createTicket({ body: request }))).toMatchObject({ code: 401 });
    const ticket = await asha.v1.createTicket({ body: request });
    expect(ticket).toMatchObject({
      category: { key: 'product-request', display: 'Product request' },
      content: { attachments: [{ type: 'image', display: 'photo.png' }] },
    });
  });

  it('shows a ticket and takes its history only for the shopper who opened it', async () => {
    const mine = await asha.v3.createTicket({ body: contact(meera, 'Where is my parcel?') });
    expect(await asha.v1.getTicket({ id: mine._id })).toMatchObject({ _id: mine._id });
    expect(await asha.v3.getTicket({ id: mine._id })).toMatchObject({
      content: { description: 'Where is my parcel?' },
    });
    const note = await asha.v1.createHistory({
      id: mine._id,
      body: { type: 'comment', value: { text: 'Any news?' } },
    });
    expect(note).toMatchObject({ type: 'comment', value: { text: 'Any news?' }, ticket_id: mine._id });
    expect(await asha.v3.createHistory({ id: mine._id, body: { type: 'rating', value: 5 } })).toMatchObject({
      type: 'rating',
      value: 5,
    });

    // Another shopper, or a visitor, learns nothing of it.
    expect(await rejection(ravi.v3.getTicket({ id: mine._id }))).toEqual({
      code: 404,
      message: 'Ticket not found',
    });
    expect(
      await rejection(ravi.v1.createHistory({ id: mine._id, body: { type: 'comment', value: 'mine now' } })),
    ).toEqual({ code: 404, message: 'Ticket not found' });
    expect(await rejection(visitor.v3.getTicket({ id: mine._id }))).toMatchObject({ code: 401 });
    // A visitor's ticket belongs to nobody: no shopper reads it.
    const anonymous = await visitor.v3.createTicket({ body: contact(meera) });
    expect(await rejection(asha.v3.getTicket({ id: anonymous._id }))).toMatchObject({ code: 404 });
  });

  it('refuses malformed tickets with a 400 naming the problem', async () => {
    expect(await rejection(visitor.v3.createTicket({ body: { category: 'contact-us' } }))).toEqual({
      code: 400,
      message: 'content is required',
    });
    expect(
      await rejection(asha.v3.createHistory({ id: 'nope', body: { type: 'shout', value: 'x' } })),
    ).toMatchObject({ code: 400 });
  });
});

describe('custom forms through the official SDK', () => {
  it('serves the demo form with every input type', async () => {
    for (const client of [visitor.v1, visitor.v3]) {
      const form = await client.getCustomForm({ slug: 'bulk-enquiry' });
      expect(form).toMatchObject({
        slug: 'bulk-enquiry',
        title: 'Bulk order enquiry',
        login_required: false,
      });
      expect(new Set(form.inputs.map((input: { type: string }) => input.type))).toEqual(
        new Set([
          'text',
          'textarea',
          'email',
          'mobile',
          'number',
          'date',
          'dropdown',
          'radio',
          'checkbox',
          'file',
        ]),
      );
    }
    expect(await rejection(visitor.v3.getCustomForm({ slug: 'no-such-form' }))).toEqual({
      code: 404,
      message: 'Form not found',
    });
  });

  const answers = [
    { key: 'company', value: 'Sunrise Events' },
    { key: 'email', value: 'orders@sunrise.test' },
    { key: 'phone', value: '9876543210' },
    { key: 'quantity', value: '120' },
    { key: 'category', value: 'apparel' },
    { key: 'delivery', value: 'single' },
    { key: 'services', value: ['branding'] },
  ];

  it('keeps a valid submission as a lead', async () => {
    for (const client of [visitor.v1, visitor.v3]) {
      const answer = await client.submitCustomForm({ slug: 'bulk-enquiry', body: { response: answers } });
      expect(answer.message).toBe('Thank you! We will get back to you within two working days.');
      expect(answer.ticket).toMatchObject({
        category: { key: 'bulk-enquiry', display: 'Bulk order enquiry' },
        priority: { key: 'medium' },
        content: {
          title: 'Bulk order enquiry',
          description: expect.stringContaining('Company name: Sunrise Events'),
        },
      });
      expect(answer.response.response).toContainEqual({ key: 'services', value: ['branding'] });
    }
  });

  it('refuses a submission that breaks the form’s rules, naming the field', async () => {
    const without = (key: string) => answers.filter((answer) => answer.key !== key);
    const cases: [unknown[], string][] = [
      [without('company'), 'Company name is required'],
      [[...without('email'), { key: 'email', value: 'not-an-address' }], 'E-mail must be an e-mail address'],
      [[...without('quantity'), { key: 'quantity', value: 'lots' }], 'Quantity must be a number'],
      [
        [...without('category'), { key: 'category', value: 'cars' }],
        'Category must be one of apparel, footwear, accessories',
      ],
      [[...answers, { key: 'needed_by', value: '2026-02-30' }], 'Needed by must be a date (YYYY-MM-DD)'],
      [
        [...answers, { key: 'brief', value: 'http://elsewhere.test/x.pdf' }],
        'Design brief (image or PDF) must be a file uploaded to the shop',
      ],
      [[...answers, { key: 'salary', value: '1' }], 'Unknown field salary'],
    ];
    for (const [response, message] of cases) {
      expect(
        await rejection(visitor.v3.submitCustomForm({ slug: 'bulk-enquiry', body: { response } })),
      ).toEqual({
        code: 400,
        message,
      });
    }
  });
});
