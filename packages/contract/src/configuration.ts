import { z } from 'zod';
import { noParams, noQuery, Page, queryBool, queryInt, queryText, SuccessMessage } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/configuration';
const text = z.string().optional();
const flag = z.boolean().optional();

const SecureUrl = z.looseObject({ secure_url: text });

const Domain = z.looseObject({
  verified: flag,
  is_primary: flag,
  is_shortlink: flag,
  _id: text,
  name: text,
  is_predefined: flag,
});

const SocialLink = z.looseObject({ title: text, icon: text, link: text });

/** The shop's public face (ApplicationDetail): name required, logos as `{ secure_url }`. */
const ApplicationDetail = z.looseObject({
  name: z.string(),
  description: text,
  logo: SecureUrl.optional(),
  mobile_logo: SecureUrl.optional(),
  favicon: SecureUrl.optional(),
  banner: SecureUrl.optional(),
  domain: Domain.optional(),
  domains: z.array(Domain).optional(),
  _id: text,
  slug: text,
  company_id: z.number().optional(),
});

const Application = z.looseObject({
  _id: text,
  name: text,
  description: text,
  company_id: z.number().optional(),
  token: text,
  channel_type: text,
  is_active: flag,
  mode: text,
  logo: SecureUrl.optional(),
  mobile_logo: SecureUrl.optional(),
  favicon: SecureUrl.optional(),
  banner: SecureUrl.optional(),
  domain: Domain.optional(),
  domains: z.array(Domain).optional(),
  website: z.looseObject({ enabled: flag, basepath: text }).optional(),
  cors: z.looseObject({ domains: z.array(z.string()).optional() }).optional(),
  meta: z.array(z.looseObject({ name: text, value: text })).optional(),
  created_at: text,
  modified_at: text,
});

const SupportPhone = z.looseObject({ code: text, number: text, key: text });
const SupportEmail = z.looseObject({ value: text, key: text });

const ApplicationInformation = z.looseObject({
  address: z
    .looseObject({
      loc: z.looseObject({ type: text, coordinates: z.array(z.number()).optional() }).optional(),
      address_line: z.array(z.string()).optional(),
      phone: z.array(z.looseObject({ code: text, number: text })).optional(),
      city: text,
      country: text,
      pincode: z.number().optional(),
    })
    .optional(),
  support: z
    .looseObject({
      phone: z.array(SupportPhone).optional(),
      email: z.array(SupportEmail).optional(),
      timing: text,
    })
    .optional(),
  /** Keyed by network (facebook, instagram, twitter, pinterest, google_plus, youtube, linked_in, vimeo, blog_link). */
  social_links: z.record(z.string(), SocialLink).optional(),
  links: z.array(z.looseObject({ title: text, link: text })).optional(),
  copyright_text: text,
  business_highlights: z
    .array(z.looseObject({ _id: text, title: text, icon: text, sub_title: text }))
    .optional(),
  application: text,
  _id: text,
});

const Enabled = z.looseObject({ enabled: flag });

const AppFeature = z.looseObject({
  product_detail: z
    .looseObject({
      similar: z.array(z.string()).optional(),
      seller_selection: flag,
      update_product_meta: flag,
      request_product: flag,
    })
    .optional(),
  landing_page: z
    .looseObject({
      launch_page: z
        .looseObject({ page_type: text, params: z.unknown().optional(), query: z.unknown().optional() })
        .optional(),
      continue_as_guest: flag,
      login_btn_text: text,
      show_domain_textbox: flag,
      show_register_btn: flag,
    })
    .optional(),
  registration_page: z.looseObject({ ask_store_address: flag }).optional(),
  home_page: z.looseObject({ order_processing: flag }).optional(),
  common: z
    .looseObject({
      communication_optin_dialog: z.looseObject({ visibility: flag }).optional(),
      deployment_store_selection: z.looseObject({ enabled: flag, type: text }).optional(),
      listing_price: z.looseObject({ value: text, sort: text }).optional(),
      currency: z
        .looseObject({ value: z.array(z.string()).optional(), type: text, default_currency: text })
        .optional(),
      revenue_engine: Enabled.optional(),
      feedback: Enabled.optional(),
      compare_products: Enabled.optional(),
      reward_points: z.looseObject({ credit: Enabled.optional(), debit: Enabled.optional() }).optional(),
      listing_page: z.looseObject({ sort_on: text }).optional(),
      international_shipping: Enabled.optional(),
    })
    .optional(),
  cart: z
    .looseObject({
      gst_input: flag,
      staff_selection: flag,
      placing_for_customer: flag,
      google_map: flag,
      revenue_engine_coupon: flag,
    })
    .optional(),
  qr: z.looseObject({ application: flag, products: flag, collections: flag }).optional(),
  pcr: z.looseObject({ staff_selection: flag }).optional(),
  order: z.looseObject({ buy_again: flag }).optional(),
  _id: text,
  app: text,
});

const Integration = z.looseObject({
  enabled: flag,
  credentials: z.record(z.string(), z.unknown()).optional(),
});

const AppTokens = z.looseObject({
  tokens: z.record(z.string(), Integration).optional(),
  _id: text,
  application: text,
});

const Currency = z.looseObject({
  _id: text,
  is_active: flag,
  name: text,
  code: text,
  decimal_digits: z.number().optional(),
  symbol: text,
  country_name: text,
  country_code: text,
});

const AppCurrencies = z.looseObject({
  application: text,
  default_currency: z.looseObject({ ref: text, code: text }).optional(),
  supported_currency: z.array(Currency).optional(),
});

const PhoneNumber = z.looseObject({
  active: flag,
  primary: flag,
  verified: flag,
  country_code: z.number().optional(),
  phone: text,
});
const Email = z.looseObject({ active: flag, primary: flag, verified: flag, email: text });

const ApplicationAbout = z.looseObject({
  application_info: z
    .looseObject({
      _id: text,
      name: text,
      description: text,
      company_info: z
        .looseObject({
          _id: text,
          uid: z.number().optional(),
          name: text,
          is_active: flag,
          addresses: z
            .array(
              z.looseObject({
                pincode: z.number().optional(),
                address1: text,
                city: text,
                state: text,
                country: text,
              }),
            )
            .optional(),
          notification_emails: z.array(z.string()).optional(),
        })
        .optional(),
      owner_info: z
        .looseObject({
          _id: text,
          emails: z.array(Email).optional(),
          phone_numbers: z.array(PhoneNumber).optional(),
          first_name: text,
          last_name: text,
        })
        .optional(),
      domain: Domain.optional(),
      logo: SecureUrl.optional(),
    })
    .optional(),
});

const OrderingStore = z.looseObject({
  uid: z.number().optional(),
  _id: text,
  name: text,
  display_name: text,
  store_type: text,
  store_code: text,
  code: text,
  pincode: z.number().optional(),
  address: z
    .looseObject({
      address1: text,
      address2: text,
      city: text,
      state: text,
      country: text,
      pincode: z.number().optional(),
      lat_long: z.looseObject({ type: text, coordinates: z.array(z.number()).optional() }).optional(),
    })
    .optional(),
});

const OrderingStores = z.looseObject({
  page: Page.optional(),
  items: z.array(OrderingStore).optional(),
  deployed_stores: z.array(z.number()).optional(),
  all_stores: flag,
  enabled: flag,
  type: text,
  app: text,
});

const orderingStoresQuery = z.strictObject({
  page_no: queryInt(1, 100_000, 'page_no').optional(),
  page_size: queryInt(1, 500, 'page_size').optional(),
  q: queryText(200, 'q').optional(),
});
const storeIdParams = z.object({ store_id: queryInt(1, 2_147_483_647, 'store_id') });

const AppStaff = z.looseObject({
  _id: text,
  order_incent: flag,
  stores: z.array(z.number()).optional(),
  application: text,
  title: text,
  user: text,
  employee_code: text,
  first_name: text,
  last_name: text,
  profile_pic_url: text,
});
const staffFilters = {
  order_incent: queryBool('order_incent').optional(),
  ordering_store: queryInt(1, 2_147_483_647, 'ordering_store').optional(),
  user: queryText(100, 'user').optional(),
};

const get = <R extends z.ZodType>(path: string, response: R) =>
  endpoint({
    method: 'GET',
    path: `${BASE}${path}`,
    params: noParams,
    query: noQuery,
    body: undefined,
    response,
  });

/** Endpoints of the configuration module (the `V1` entries are the v1.4.13 SDK's older paths). */
export const configuration = {
  getApplication: get('/v1.0/application', Application),
  getBasicDetails: get('/v1.0/detail', ApplicationDetail),
  getContactInfo: get('/v1.0/information', ApplicationInformation),
  getFeatures: get('/v1.0/feature', z.looseObject({ feature: AppFeature.optional() })),
  getIntegrationTokens: get('/v1.0/token', AppTokens),
  getLanguages: get(
    '/v1.0/languages',
    z.looseObject({ items: z.array(z.looseObject({ name: text, code: text })).optional() }),
  ),
  getCurrencies: get('/v1.0/currencies', z.looseObject({ items: z.array(Currency).optional() })),
  getCurrencyById: endpoint({
    method: 'GET',
    path: `${BASE}/v1.0/currency/{id}`,
    params: z.object({
      id: z.string().min(1, 'id is required').max(100, 'id must be at most 100 characters'),
    }),
    query: noQuery,
    body: undefined,
    response: Currency,
  }),
  getAppCurrencies: get('/v1.0/currency', AppCurrencies),
  getOwnerInfo: get('/v2.0/about', ApplicationAbout),
  getOwnerInfoV1: get('/v1.0/about', ApplicationAbout),
  getOrderingStores: endpoint({
    method: 'GET',
    path: `${BASE}/v2.0/ordering-store/stores`,
    params: noParams,
    query: orderingStoresQuery,
    body: undefined,
    response: OrderingStores,
  }),
  getOrderingStoresV1: endpoint({
    method: 'GET',
    path: `${BASE}/v1.0/ordering-store/stores`,
    params: noParams,
    query: orderingStoresQuery,
    body: undefined,
    response: OrderingStores,
  }),
  getStoreDetailById: endpoint({
    method: 'GET',
    path: `${BASE}/v2.0/ordering-store/stores/{store_id}`,
    params: storeIdParams,
    query: noQuery,
    body: undefined,
    response: OrderingStore,
  }),
  getAppStaffs: endpoint({
    method: 'GET',
    path: `${BASE}/v1.0/staff`,
    params: noParams,
    query: z.strictObject(staffFilters),
    body: undefined,
    response: z.looseObject({ staff_users: z.array(AppStaff).optional() }),
  }),
  getAppStaffList: endpoint({
    method: 'GET',
    path: `${BASE}/v1.0/staff/list`,
    params: noParams,
    query: z.strictObject({
      ...staffFilters,
      page_no: queryInt(1, 100_000, 'page_no').optional(),
      page_size: queryInt(1, 100, 'page_size').optional(),
      user_name: queryText(100, 'user_name').optional(),
    }),
    body: undefined,
    response: z.looseObject({ page: Page.optional(), items: z.array(AppStaff).optional() }),
  }),
  getOrderingStoreCookie: endpoint({
    method: 'POST',
    path: `${BASE}/v1.0/ordering-store/select`,
    params: noParams,
    query: noQuery,
    body: z.strictObject({
      ordering_store: z.strictObject({
        uid: z
          .number({ error: 'ordering_store.uid must be a store number' })
          .int('ordering_store.uid must be a whole number')
          .min(1, 'ordering_store.uid must be at least 1')
          .max(2_147_483_647, 'ordering_store.uid is too large'),
      }),
    }),
    response: SuccessMessage,
  }),
  removeOrderingStoreCookie: endpoint({
    method: 'DELETE',
    path: `${BASE}/v1.0/ordering-store/select`,
    params: noParams,
    query: noQuery,
    body: undefined,
    response: SuccessMessage,
  }),
  getStoreDetailByIdV1: endpoint({
    method: 'GET',
    path: `${BASE}/v1.0/ordering-store/stores/{store_id}`,
    params: storeIdParams,
    query: noQuery,
    body: undefined,
    response: OrderingStore,
  }),
} as const;
