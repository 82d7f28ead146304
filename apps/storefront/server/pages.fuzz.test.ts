import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '@vitrine/contract';
import { DEEP_NESTING, deepJson, fuzzRuns, withinBound } from '@vitrine/platform/fuzz';
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { ApplicationClient, ApplicationConfig } from '@vitrine/sdk';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '../app/routes';
import { BUILD_DIR, createServer, type StorefrontServer } from './app';
import {
  describePage,
  fillRoute,
  HOSTILE_WIRE_VALUES,
  HUGE_WIRE_VALUE,
  PAGE_QUERY_KEYS,
  type PageRequest,
  type PageRoute,
  pageRequestsFor,
} from './fuzz/page-requests';
import { signInShopper } from './test-shop';

/**
 * Property: whatever a visitor sends to any route of routes.ts (real or hostile segments, any query, any posted
 * form, signed in or not), the shop answers within the bound and never with a 5xx. Fixed hostile cases first,
 * then random requests from a fixed seed per route and a few from a fresh seed; FUZZ_SEED=<seed> replays one.
 */
const FIXED_RUNS = 6;
const FRESH_RUNS = 2;
const ORIGIN = 'http://shop.test';
const APP_DIR = path.resolve(path.dirname(BUILD_DIR), 'app');

/** The form fields each route's action reads (by its module), or a JSON body. */
const ACTIONS: Record<string, PageRoute['form']> = {
  'routes/auth-login.tsx': ['intent', 'username', 'password', 'mobile', 'country_code', 'otp'],
  'routes/share.tsx': ['url', 'title'],
  'routes/newsletter.ts': ['from', 'email'],
  'routes/auth-register.tsx': [
    'first_name',
    'last_name',
    'gender',
    'email',
    'mobile',
    'country_code',
    'password',
    'confirm_password',
  ],
  'routes/auth-forgot-password.tsx': ['intent', 'username', 'otp'],
  'routes/auth-set-password.tsx': ['password', 'confirm_password'],
  'routes/auth-verify-mobile.tsx': ['intent', 'code', 'otp'],
  'routes/auth-verify-email.tsx': ['intent', 'code', 'otp'],
  'routes/auth-verify-email-link.tsx': ['intent'],
  'routes/auth-edit-profile.tsx': [
    'first_name',
    'last_name',
    'gender',
    'intent',
    'email',
    'mobile',
    'country_code',
    'otp',
  ],
  'routes/profile-details.tsx': ['first_name', 'last_name', 'gender', 'dob'],
  'routes/profile-phone.tsx': ['intent', 'value', 'mobile', 'country_code', 'otp'],
  'routes/profile-email.tsx': ['intent', 'value', 'email', 'otp'],
  'routes/auth-logout.ts': ['redirectUrl'],
  'routes/contact-us.tsx': ['name', 'email', 'phone', 'comment'],
  'routes/custom-form.tsx': [
    'company',
    'email',
    'phone',
    'quantity',
    'category',
    'delivery',
    'services',
    'brief',
  ],
  'routes/product-request.tsx': [
    'description',
    'product_identifier',
    'item_id',
    'brand',
    'size_0',
    'quantity_0',
    'medias',
  ],
  'routes/auth-social.ts': ['provider', 'token', 'expiry'],
  'routes/preview-close.ts': ['redirectUrl'],
  'routes/product.tsx': ['pincode', 'intent', 'item_id', 'size', 'answer'],
  'routes/cart-bag.tsx': ['intent', 'identifier', 'quantity', 'was', 'coupon_code', 'answer'],
  'routes/shared-cart.tsx': ['intent'],
  'routes/cart-delivery.tsx': [
    'intent',
    'address_id',
    'name',
    'phone',
    'address',
    'area',
    'pincode',
    'city',
    'state',
    'address_type',
    'country_iso_code',
  ],
  'routes/cart-payment-info.tsx': ['intent', 'payment_mode'],
  'routes/cart-order-review.tsx': ['intent', 'attempt'],
  'routes/cart-checkout.tsx': ['intent', 'address_id', 'payment_mode', 'attempt', 'name', 'pincode'],
  'routes/follow.ts': ['type', 'id', 'intent', 'redirectUrl'],
  'routes/editor-sections.ts': 'json',
  'routes/profile-address.tsx': [
    'intent',
    'id',
    'name',
    'phone',
    'address',
    'pincode',
    'city',
    'address_type',
  ],
  'routes/onboard-address.ts': [
    'name',
    'phone',
    'address',
    'pincode',
    'city',
    'address_type',
    'country_iso_code',
  ],
  'routes/setting-currency.tsx': ['currency'],
  'routes/setting-language.tsx': ['language'],
  'routes/payment-link.tsx': ['mode', 'aggregator'],
  'routes/profile-my-cards.tsx': ['intent', 'card_id'],
  'routes/cart-upi.tsx': ['intent', 'vpa'],
  'routes/order-tracking.tsx': ['order_id', 'contact'],
  'routes/profile-refer-earn.tsx': ['referral_code'],
  'routes/profile-shipment-update.tsx': [
    'bag',
    'quantity_1',
    'per_product',
    'reason',
    'reason_1',
    'other_reason_text',
  ],
  'routes/refund-shipment.tsx': [
    'intent',
    'beneficiary_id',
    'vpa',
    'account_no',
    'confirm_account_no',
    'ifsc_code',
    'account_holder',
    'otp',
    'request_id',
    'hash_key',
    'mobile',
  ],
};

/** A form each action accepts, to reach what it does after the checks (a sign-in, a redirect) with a hostile query. */
const FITTING_FORMS: Record<string, string> = {
  'routes/auth-login.tsx': 'username=asha%40vitrine.test&password=Shopper%232024',
  'routes/auth-edit-profile.tsx': 'first_name=Asha&last_name=Rao&gender=female',
  'routes/auth-logout.ts': 'redirectUrl=%2F',
  'routes/contact-us.tsx': 'name=Meera&email=meera%40example.com&phone=9876543210&comment=Hello',
  'routes/product-request.tsx': 'description=Linen+kurta&brand=Vitrine&size_0=M&quantity_0=2',
  'routes/auth-social.ts': 'provider=google&token=a.b.c',
  'routes/preview-close.ts': 'redirectUrl=%2F',
  'routes/product.tsx': 'pincode=400001',
  'routes/share.tsx': 'url=%2Fbrands%2F&title=Brands',
  'routes/newsletter.ts': 'from=%2F&email=meera%40example.com',
  'routes/follow.ts': 'type=products&id=100001&intent=follow&redirectUrl=%2F',
  'routes/setting-currency.tsx': 'currency=USD',
  'routes/setting-language.tsx': 'language=hi-IN',
  'routes/onboard-address.ts':
    'name=Asha&phone=9876543210&address=12+Sea+View&area=Fort&pincode=400001&city=Mumbai&state=Maharashtra',
  'routes/profile-address.tsx':
    'intent=save&name=Asha&phone=9876543210&address=12+Sea+View&area=Fort&pincode=400001&city=Mumbai&state=Maharashtra',
};

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every route of the table, nested ones (the profile's pages) with their whole path. */
function everyRoute(entries: RouteEntry[], parent = ''): RouteEntry[] {
  return entries.flatMap((entry) => {
    const full = [parent, entry.index ? '' : (entry.path ?? '')].filter(Boolean).join('/');
    return [{ ...entry, path: full }, ...everyRoute(entry.children ?? [], full)];
  });
}
const routeTable = everyRoute(routes as RouteEntry[]);

const pageRoutes: (PageRoute & { fittingForm?: string })[] = routeTable.map((entry) => ({
  pattern: entry.path ?? '',
  form: ACTIONS[entry.file],
  fittingForm: FITTING_FORMS[entry.file],
}));

let platform: TestPlatform;
let shop: StorefrontServer;
const knownValues: Record<string, string[]> = {
  group: ['summer-sale'],
  '*': ['details', 'a/b'],
};

function toRequest(request: PageRequest, session: string): Request {
  const headers = new Headers();
  if (request.contentType) headers.set('content-type', request.contentType);
  if (request.origin) headers.set('origin', request.origin);
  if (request.crawler) headers.set('user-agent', 'Googlebot/2.1');
  const cookies = [request.signedIn ? session : '', request.cookie ?? ''].filter(Boolean);
  if (cookies.length) headers.set('cookie', cookies.join('; '));
  return new Request(`${ORIGIN}${request.target}`, { method: request.method, headers, body: request.body });
}

/** The failure of one answer, or undefined when it keeps the property. */
async function failureOf(request: PageRequest, session: string): Promise<string | undefined> {
  const what = describePage(request);
  const response = await withinBound(Promise.resolve(shop.fetch(toRequest(request, session))), what);
  const text = await withinBound(response.text(), what);
  if (response.status >= 500) return `${response.status} ${JSON.stringify(text.slice(0, 200))} for ${what}`;
  return undefined;
}

const signIn = () => signInShopper(shop, ORIGIN, 'asha@vitrine.test');

function collectSlugs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) collectSlugs(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'slug' && typeof inner === 'string') into.add(inner);
      else collectSlugs(inner, into);
    }
  }
}

/** Real slugs of the seeded shop for each dynamic segment, so that fuzzed pages also render real data. */
async function learnKnownValues(): Promise<void> {
  const sdk = new ApplicationClient(
    new ApplicationConfig({
      applicationID: platform.applicationId,
      applicationToken: platform.applicationToken,
      domain: ORIGIN,
      fetch: (request) => platform.platform.app.fetch(request),
    }),
  );
  const slugs = (value: unknown) => {
    const found = new Set<string>();
    collectSlugs(value, found);
    return [...found].slice(0, 5);
  };
  knownValues.slug = [
    ...slugs(await sdk.catalog.getProducts({ pageSize: 3 })),
    ...slugs(await sdk.catalog.getBrands({ pageSize: 3 })),
    ...slugs(await sdk.catalog.getCategories({})),
    ...slugs(await sdk.catalog.getCollections({ pageSize: 3 })),
    ...slugs(await sdk.content.getPages({})),
  ];
  knownValues.department = slugs(await sdk.catalog.getDepartments({}));
  // Asha's seeded orders, so the order, tracking, return and refund pages are fuzzed with her real ids too.
  const { db } = platform.platform.services;
  const users = await db.selectFrom('users').select(['id', 'emails']).execute();
  const asha = users.find((user) => user.emails.some((email) => email.email === 'asha@vitrine.test'));
  const shipments = await db
    .selectFrom('shipments')
    .innerJoin('orders', 'orders.id', 'shipments.order_id')
    .select(['shipments.id', 'shipments.order_id'])
    .where('orders.user_id', '=', asha?.id ?? '')
    .orderBy('shipments.id')
    .limit(3)
    .execute();
  knownValues.shipmentId = shipments.map((shipment) => shipment.id);
  knownValues.orderId = shipments.map((shipment) => shipment.order_id);
}

/** Each hostile value in every dynamic segment, in every query key at once, and in every form field. */
function hostileCases(route: (typeof pageRoutes)[number]): PageRequest[] {
  const base = fillRoute(route.pattern, (name) => encodeURIComponent(knownValues[name]?.[0] ?? 'x'));
  const get = (target: string): PageRequest => ({ method: 'GET', target, signedIn: true, crawler: false });
  const post = (body: PageRequest['body'], contentType?: string): PageRequest => ({
    ...get(base),
    method: 'POST',
    body,
    contentType,
    origin: ORIGIN,
  });
  const cases: PageRequest[] = [get(base), { ...get(base), signedIn: false, crawler: true }];
  for (const name of [...route.pattern.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*')) {
    for (const value of HOSTILE_WIRE_VALUES) {
      cases.push(
        get(
          fillRoute(route.pattern, (n) =>
            n === name ? value : encodeURIComponent(knownValues[n]?.[0] ?? 'x'),
          ),
        ),
      );
    }
  }
  // Every key at once, to keep the count down; the oversize value in a few keys, to keep the URL in reason.
  for (const value of HOSTILE_WIRE_VALUES.filter((v) => v.length < 100)) {
    cases.push(get(`${base}?${PAGE_QUERY_KEYS.map((key) => `${key}=${value}`).join('&')}`));
  }
  cases.push(get(`${base}?q=${HUGE_WIRE_VALUE}&f=${HUGE_WIRE_VALUE}&redirectUrl=${HUGE_WIRE_VALUE}`));
  const deep = [deepJson(DEEP_NESTING, 'array'), deepJson(DEEP_NESTING, 'object')];
  if (route.form === 'json') {
    for (const body of [...deep, 'not json', '{}', JSON.stringify({ path: '/\u0000', sections: [] })]) {
      cases.push(post(body, 'application/json'));
    }
  } else if (route.form) {
    const fields = route.form;
    for (const value of HOSTILE_WIRE_VALUES) {
      cases.push(
        post(fields.map((field) => `${field}=${value}`).join('&'), 'application/x-www-form-urlencoded'),
      );
    }
    const multipart = new FormData();
    for (const field of fields) multipart.append(field, 'a\u0000b');
    cases.push(
      post(multipart),
      post(deep[1], 'application/json'),
      post('not a form', 'text/plain'),
      post(undefined),
    );
    cases.push({
      ...post('redirectUrl=/', 'application/x-www-form-urlencoded'),
      origin: 'https://other.example',
    });
    for (const value of HOSTILE_WIRE_VALUES) {
      const fitting = post(route.fittingForm, 'application/x-www-form-urlencoded');
      cases.push({
        ...fitting,
        target: `${base}?redirectUrl=${value}`,
        signedIn: route.pattern !== 'auth/login',
      });
    }
  } else {
    cases.push(post('a=1', 'application/x-www-form-urlencoded'));
  }
  return cases;
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) {
    execSync('npx react-router build', { cwd: path.dirname(BUILD_DIR), stdio: 'inherit' });
  }
  platform = await startTestPlatform({ products: 60 });
  shop = await createServer({
    applicationId: platform.applicationId,
    applicationToken: platform.applicationToken,
    platform: platform.platform,
    mode: 'production',
  });
  await learnKnownValues();
});

afterAll(async () => {
  await shop?.close();
  await platform?.close();
});

describe('the shop forwards /openapi.json', () => {
  it('serves the API document at the shop’s own origin', async () => {
    const response = await shop.fetch(new Request(`${ORIGIN}/openapi.json`));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(openApiDocument());
  });
});

describe('page fuzz over routes.ts', () => {
  it('knows the form fields of every route with an action, and real values for its segments', () => {
    for (const entry of routeTable) {
      const source = fs.readFileSync(path.join(APP_DIR, entry.file), 'utf8');
      const hasAction = /export (async )?function action|export const action/.test(source);
      expect(Boolean(ACTIONS[entry.file]), `${entry.file} has an action`).toBe(hasAction);
    }
    for (const name of ['slug', 'department', 'orderId', 'shipmentId'])
      expect(knownValues[name]?.length, name).toBeGreaterThan(0);
  });

  it.each(pageRoutes.map((route) => [`/${route.pattern}`, route] as const))(
    '%s answers every input within the bound, never with a 5xx',
    async (name, route) => {
      const session = await signIn();
      const failures: string[] = [];
      for (const request of hostileCases(route)) {
        const failure = await failureOf(request, session);
        if (failure) failures.push(failure);
      }
      const property = fc.asyncProperty(pageRequestsFor(route, knownValues), async (request) => {
        const failure = await failureOf(request, session);
        if (failure) throw new Error(failure);
      });
      const runs = fuzzRuns(name, FIXED_RUNS, FRESH_RUNS);
      for (const run of runs) {
        await fc
          .assert(property, { ...run, includeErrorInReport: true })
          .catch((error: Error) => failures.push(error.message));
      }
      expect(failures, `${failures.length} failures:\n${failures.join('\n\n')}`).toEqual([]);
    },
    180_000,
  );
});
