export const CREATED_AT = '2024-06-01T00:00:00.000Z';
export const dateMeta = { created_on: CREATED_AT, modified_on: CREATED_AT };

/** A content document to insert: kind and slug identify it; data is the body the API serves. */
export interface ContentDoc {
  kind: string;
  slug: string;
  position?: number;
  tags?: string[];
  data: Record<string, unknown>;
}

/**
 * What the configuration module serves for the demo application, stored in `applications.settings`.
 * Keys: app, features, tokens, information, owner, company, languages, currencies, and the merchant's order
 * rules: returns (modules/order/return-window.ts) and reward_rules (modules/rewards/reward-rules.ts).
 */
export function demoSettings(applicationId: string, createdAt: string): Record<string, unknown> {
  const socialLinks = {
    facebook: {
      title: 'Facebook',
      icon: '/public/assets/social/facebook.svg',
      link: 'https://www.facebook.com/vitrine.shop',
    },
    instagram: {
      title: 'Instagram',
      icon: '/public/assets/social/instagram.svg',
      link: 'https://www.instagram.com/vitrine.shop',
    },
    twitter: { title: 'X', icon: '/public/assets/social/x.svg', link: 'https://x.com/vitrineshop' },
    youtube: {
      title: 'YouTube',
      icon: '/public/assets/social/youtube.svg',
      link: 'https://www.youtube.com/@vitrineshop',
    },
  };
  const supportPhone = { key: 'support', code: '91', number: '8040001234' };
  const supportEmail = { key: 'support', value: 'care@vitrine.example' };
  return {
    returns: { window_days: 15 },
    reward_rules: {
      earn_per: 10_000,
      earn_points: 1,
      point_value: 100,
      max_redeem_percent: 20,
      signup_points: 50,
      referrer_points: 100,
      referee_points: 50,
    },
    app: {
      logo: { secure_url: '/public/assets/icon.svg' },
      mobile_logo: { secure_url: '/public/assets/icon.svg' },
      favicon: { secure_url: '/public/assets/icon.svg' },
      banner: { secure_url: '/assets/banners/dress-teal-landscape.png' },
      channel_type: 'website-and-mobile-apps',
      mode: 'live',
      /** The footer's list form: icon, link and title per network. */
      social_links: Object.values(socialLinks),
      support: {
        phone: `+91 ${supportPhone.number}`,
        email: supportEmail.value,
        timing: 'Mon–Sat, 9 am to 7 pm',
      },
      meta: [{ name: 'theme', value: 'vitrine-default' }],
    },
    features: {
      _id: hexId(applicationId, 'feature'),
      app: applicationId,
      product_detail: {
        similar: ['basic', 'visual', 'brand', 'category', 'seller', 'price', 'specs'],
        seller_selection: false,
        update_product_meta: true,
        request_product: true,
      },
      landing_page: {
        launch_page: { page_type: 'home', params: null, query: null },
        continue_as_guest: true,
        login_btn_text: 'Sign in',
        show_domain_textbox: false,
        show_register_btn: true,
      },
      registration_page: { ask_store_address: false },
      home_page: { order_processing: true },
      common: {
        communication_optin_dialog: { visibility: false },
        deployment_store_selection: { enabled: false, type: 'hard' },
        listing_price: { value: 'min', sort: 'min' },
        currency: { value: ['INR', 'USD', 'EUR', 'GBP'], type: 'explicit', default_currency: 'INR' },
        revenue_engine: { enabled: false },
        feedback: { enabled: true },
        compare_products: { enabled: true },
        reward_points: {
          credit: { enabled: true },
          debit: { enabled: true, auto_apply: false, strategy_channel: 'REWARDS' },
        },
        listing_page: { sort_on: 'popular' },
        international_shipping: { enabled: false },
      },
      cart: {
        gst_input: true,
        staff_selection: false,
        placing_for_customer: false,
        google_map: false,
        revenue_engine_coupon: false,
      },
      qr: { application: true, products: true, collections: true },
      pcr: { staff_selection: false },
      order: { buy_again: true },
      created_at: createdAt,
      modified_at: createdAt,
    },
    tokens: {
      _id: hexId(applicationId, 'tokens'),
      application: applicationId,
      tokens: {
        firebase: {
          enabled: false,
          credentials: {
            ios: { application_id: '', api_key: '' },
            android: { application_id: '', api_key: '' },
            project_id: '',
            gcm_sender_id: '',
            application_id: '',
            api_key: '',
          },
        },
        moengage: { enabled: false, credentials: { app_id: '' } },
        segment: { enabled: false, credentials: { write_key: '' } },
        gtm: { enabled: false, credentials: { api_key: '' } },
        freshchat: { enabled: false, credentials: { app_id: '', app_key: '', web_token: '' } },
        safetynet: { enabled: false, credentials: { api_key: '' } },
        fynd_rewards: { credentials: { public_key: '' } },
        google_map: { enabled: false, credentials: { api_key: '' } },
      },
      created_at: createdAt,
      modified_at: createdAt,
    },
    information: {
      _id: hexId(applicationId, 'information'),
      application: applicationId,
      address: {
        loc: { type: 'Point', coordinates: [77.6412, 12.9719] },
        address_line: ['Vitrine Retail Pvt. Ltd.', '3rd Floor, 80 Feet Road, Indiranagar'],
        phone: [{ code: '91', number: '8040001234' }],
        city: 'Bengaluru',
        country: 'India',
        pincode: 560038,
      },
      support: { phone: [supportPhone], email: [supportEmail], timing: 'Mon–Sat, 9 am to 7 pm' },
      social_links: socialLinks,
      links: [
        { title: 'About us', link: '/about-us' },
        { title: 'Contact us', link: '/contact-us' },
        { title: 'Blog', link: '/blog' },
      ],
      copyright_text: '© 2024 Vitrine Retail Pvt. Ltd. All rights reserved.',
      business_highlights: [
        {
          _id: hexId(applicationId, 'hl-1'),
          title: 'Free delivery',
          icon: '/public/assets/icons/truck.svg',
          sub_title: 'On orders of ₹999 and above',
        },
        {
          _id: hexId(applicationId, 'hl-2'),
          title: 'Easy returns',
          icon: '/public/assets/icons/return.svg',
          sub_title: '15 days, free pickup',
        },
        {
          _id: hexId(applicationId, 'hl-3'),
          title: 'Secure payments',
          icon: '/public/assets/icons/lock.svg',
          sub_title: 'UPI, cards and cash on delivery',
        },
      ],
      created_at: createdAt,
      modified_at: createdAt,
    },
    owner: {
      _id: hexId(applicationId, 'owner'),
      first_name: 'Priya',
      last_name: 'Menon',
      emails: [{ email: 'owner@vitrine.example', active: true, primary: true, verified: true }],
      phone_numbers: [{ phone: '9845012345', country_code: 91, active: true, primary: true, verified: true }],
      profile_pic: '',
    },
    company: {
      _id: hexId(applicationId, 'company'),
      name: 'Vitrine Retail Pvt. Ltd.',
      is_active: true,
      created_on: createdAt,
      addresses: [
        {
          address_type: 'registered',
          address1: '3rd Floor, 80 Feet Road, Indiranagar',
          city: 'Bengaluru',
          state: 'Karnataka',
          country: 'India',
          pincode: 560038,
        },
      ],
      notification_emails: ['orders@vitrine.example'],
    },
    languages: [
      { name: 'English', code: 'en-IN' },
      { name: 'हिन्दी', code: 'hi' },
    ],
    currencies: { supported: ['INR', 'USD', 'EUR', 'GBP'], default: 'INR' },
    staff: [
      staffMember('5f1e4b2a9c3d7e0012a1b001', 'EMP-101', 'Meera', 'Iyer', 'Store manager', [1001]),
      staffMember('5f1e4b2a9c3d7e0012a1b002', 'EMP-102', 'Arjun', 'Nair', 'Sales associate', [1001, 1002]),
      staffMember('5f1e4b2a9c3d7e0012a1b003', 'EMP-103', 'Kavya', 'Rao', 'Stylist', [1002], false),
    ],
  };
}

/** A stable 24-hex id derived from a name, so re-seeding gives the same ids. */
export function hexId(...parts: string[]): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  let h3 = 0x5bd1e995;
  for (const ch of parts.join('/')) {
    const c = ch.codePointAt(0) ?? 0;
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 + c, 0x5bd1e995) >>> 0;
    h3 = Math.imul(h3 ^ (c + h1), 0x27d4eb2d) >>> 0;
  }
  return [h1, h2, h3].map((n) => n.toString(16).padStart(8, '0')).join('');
}

function staffMember(
  id: string,
  code: string,
  firstName: string,
  lastName: string,
  title: string,
  stores: number[],
  orderIncent = true,
) {
  return {
    _id: id,
    user: id.replace(/^5f/, '6a'),
    employee_code: code,
    first_name: firstName,
    last_name: lastName,
    title,
    order_incent: orderIncent,
    stores,
  };
}
