import type { FormInput } from '@vitrine/contract';
import type { Db } from '../db/database';
import type { FormDefinition } from '../modules/lead/forms';
import { objectId } from './random';

const enquiryInputs: FormInput[] = [
  { type: 'text', key: 'company', display: 'Company name', placeholder: 'Your business', required: true },
  { type: 'email', key: 'email', display: 'E-mail', placeholder: 'you@example.com', required: true },
  { type: 'mobile', key: 'phone', display: 'Mobile number', placeholder: '9876543210', required: true },
  { type: 'number', key: 'quantity', display: 'Quantity', placeholder: '100', required: true },
  { type: 'date', key: 'needed_by', display: 'Needed by', required: false },
  {
    type: 'dropdown',
    key: 'category',
    display: 'Category',
    required: true,
    enum: [
      { key: 'apparel', display: 'Apparel' },
      { key: 'footwear', display: 'Footwear' },
      { key: 'accessories', display: 'Accessories' },
    ],
  },
  {
    type: 'radio',
    key: 'delivery',
    display: 'Delivery',
    required: true,
    enum: [
      { key: 'single', display: 'One shipment' },
      { key: 'staggered', display: 'Several shipments' },
    ],
  },
  {
    type: 'checkbox',
    key: 'services',
    display: 'Extra services',
    required: false,
    enum: [
      { key: 'branding', display: 'Custom branding' },
      { key: 'gift_wrap', display: 'Gift wrapping' },
    ],
  },
  {
    type: 'textarea',
    key: 'details',
    display: 'Tell us more',
    placeholder: 'Sizes, colours…',
    required: false,
  },
  {
    type: 'file',
    key: 'brief',
    display: 'Design brief (image or PDF)',
    description: 'PNG, JPEG, GIF, WebP or PDF, up to 5 MB',
    required: false,
  },
];

/** The demo shop's custom forms, by slug. */
const DEMO_FORMS: Record<string, FormDefinition> = {
  'bulk-enquiry': {
    title: 'Bulk order enquiry',
    description:
      'Ordering for a team or an event? Tell us what you need and we will call you back with a quote.',
    priority: 'medium',
    login_required: false,
    should_notify: false,
    success_message: 'Thank you! We will get back to you within two working days.',
    submit_button: { title: 'Send enquiry', title_color: '#ffffff', background_color: '#1f2937' },
    inputs: enquiryInputs,
  },
};

/** Adds the demo forms a shop lacks (run on every start, like the other additions). */
export async function seedForms(db: Db, applicationId: string): Promise<void> {
  for (const [slug, definition] of Object.entries(DEMO_FORMS)) {
    await db
      .insertInto('custom_forms')
      .values({
        id: objectId(`form:${applicationId}:${slug}`),
        application_id: applicationId,
        slug,
        definition: JSON.stringify(definition),
      })
      .onConflict((oc) => oc.columns(['application_id', 'slug']).doNothing())
      .execute();
  }
}
