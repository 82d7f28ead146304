import { z } from 'zod';

const text = z.string().optional();

export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const HISTORY_TYPES = ['rating', 'log', 'comment', 'thread'] as const;
export const TICKET_ASSET_TYPES = [
  'image',
  'video',
  'file',
  'youtube',
  'product',
  'collection',
  'brand',
  'shipment',
  'order',
] as const;

/** The spec's contact form rule, word for word. */
export const CONTACT_FIELDS_REQUIRED = 'name, email, phone and comment is required';
export const CONTACT_CATEGORY = 'contact-us';
export const PRODUCT_REQUEST_CATEGORY = 'product-request';
export const PRODUCT_REQUEST_NAMESPACE = 'application-product-request-images';
/** Where custom forms' file fields upload. */
export const CUSTOM_FORM_FILES_NAMESPACE = 'application-custom-form-files';

/** The input types a custom form may hold (the platform's form builder offers these). */
export const FORM_INPUT_TYPES = [
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
] as const;
export type FormInputType = (typeof FORM_INPUT_TYPES)[number];

const bounded = (name: string, max: number) =>
  z.string().max(max, `${name} must be at most ${max} characters`);

export const TicketAsset = z.object({
  display: bounded('display', 200).optional(),
  value: bounded('value', 2000),
  type: z.enum(TICKET_ASSET_TYPES, { message: `type must be one of ${TICKET_ASSET_TYPES.join(', ')}` }),
});

export const TicketContentInput = z.object({
  title: bounded('content.title', 200),
  description: bounded('content.description', 5000).optional(),
  attachments: z.array(TicketAsset).max(10, 'at most 10 attachments').optional(),
});

/** What a shopper or visitor sends to open a ticket (AddTicketPayload). */
export const AddTicketPayload = z.object({
  created_by: z.unknown().optional(),
  status: bounded('status', 40).optional(),
  priority: z.enum(TICKET_PRIORITIES, { message: 'priority must be low, medium, high or urgent' }).optional(),
  category: bounded('category', 100),
  content: TicketContentInput,
  _custom_json: z.record(z.string(), z.unknown()).optional(),
  subscribers: z.array(bounded('subscriber', 100)).max(10).optional(),
});

export const TicketHistoryPayload = z.object({
  value: z.unknown().refine((value) => value !== undefined, 'value is required'),
  type: z.enum(HISTORY_TYPES, { message: 'type must be rating, log, comment or thread' }),
});

export const CustomFormSubmissionPayload = z.object({
  response: z.array(z.unknown()).max(100, 'response may hold at most 100 fields'),
  attachments: z.array(TicketAsset).max(20, 'at most 20 attachments').optional(),
});

const Labelled = z.looseObject({ key: z.string(), display: z.string(), color: z.string() });
const CreatedOn = z.looseObject({ user_agent: z.string() });

export const Ticket = z.looseObject({
  _id: z.string(),
  context: z.looseObject({ application_id: text, company_id: z.string() }).optional(),
  created_on: CreatedOn.optional(),
  response_id: text,
  content: z
    .looseObject({
      title: z.string(),
      description: text,
      attachments: z.array(z.looseObject({ display: text, value: z.string(), type: z.string() })).optional(),
    })
    .optional(),
  category: z.looseObject({ key: z.string(), display: z.string() }),
  source: z.enum(['platform_panel', 'sales_channel']),
  status: Labelled,
  priority: Labelled,
  created_by: z.unknown().optional(),
  tags: z.array(z.string()).optional(),
  _custom_json: z.unknown().optional(),
  created_at: text,
  updated_at: text,
});
export type Ticket = z.output<typeof Ticket>;

export const TicketHistory = z.looseObject({
  _id: z.string(),
  type: z.string(),
  value: z.unknown(),
  ticket_id: z.string(),
  created_on: CreatedOn.optional(),
  created_by: z.unknown().optional(),
  created_at: text,
  updated_at: text,
});

/** One field of a custom form. */
export const FormInput = z.looseObject({
  type: z.enum(FORM_INPUT_TYPES),
  key: z.string(),
  display: z.string(),
  placeholder: text,
  description: text,
  required: z.boolean().optional(),
  regex: text,
  enum: z.array(z.looseObject({ display: z.string(), key: text })).optional(),
});
export type FormInput = z.output<typeof FormInput>;

export const CustomForm = z.looseObject({
  _id: z.string(),
  application_id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: text,
  header_image: text,
  priority: Labelled,
  login_required: z.boolean(),
  should_notify: z.boolean(),
  success_message: text,
  submit_button: z
    .looseObject({ title: z.string(), title_color: z.string(), background_color: z.string() })
    .optional(),
  inputs: z.array(FormInput),
  created_on: CreatedOn.optional(),
});
export type CustomForm = z.output<typeof CustomForm>;

export const SubmitCustomFormResponse = z.looseObject({
  message: z.string(),
  ticket: Ticket.optional(),
  response: z
    .looseObject({
      _id: text,
      application_id: text,
      form_slug: text,
      created_on: CreatedOn.optional(),
      response: z.array(z.looseObject({ key: text })).optional(),
    })
    .optional(),
});
