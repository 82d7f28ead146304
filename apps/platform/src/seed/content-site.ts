import { LEGAL } from './content-legal';
import { type ContentDoc, CREATED_AT, dateMeta, hexId } from './content-settings';

/** Site-wide documents: legal, support, SEO, landing page, SEO markup schemas, announcements, slideshow. */
export function singletons(app: string): ContentDoc[] {
  const one = (kind: string, data: Record<string, unknown>): ContentDoc => ({ kind, slug: kind, data });
  return [
    one('legal', {
      _id: hexId(app, 'legal'),
      application: app,
      ...LEGAL,
      faq: [],
      created_at: CREATED_AT,
      updated_at: CREATED_AT,
    }),
    one('support', {
      _id: hexId(app, 'support'),
      application: app,
      created: true,
      contact: {
        phone: {
          active: true,
          phone: [{ key: 'Customer care', code: '91', number: '8040001234', phone_type: 'mobile' }],
        },
        email: { active: true, email: [{ key: 'Customer care', value: 'care@vitrine.example' }] },
      },
      created_at: CREATED_AT,
      updated_at: CREATED_AT,
    }),
    one('seo', {
      seo: {
        _id: hexId(app, 'seo'),
        app,
        robots_txt: 'User-agent: *\nAllow: /\nDisallow: /cart/\nDisallow: /profile/\nSitemap: /sitemap.xml',
        sitemap_enabled: true,
        additonal_sitemap: '',
        cannonical_enabled: true,
        custom_meta_tags: [
          {
            _id: hexId(app, 'meta-tag-1'),
            name: 'Theme colour',
            content: '<meta name="theme-color" content="#7043F7">',
          },
        ],
        details: {
          title: 'Vitrine — clothing, footwear and home, delivered across India',
          description:
            'Shop clothing, footwear, accessories and home goods from brands you trust. Free delivery on orders of ₹999 and above, 15-day easy returns.',
          image_url: '/assets/banners/dress-teal-landscape.png',
        },
        created_at: CREATED_AT,
        updated_at: CREATED_AT,
      },
    }),
    one('landing_page', {
      _id: hexId(app, 'landing_page'),
      application: app,
      slug: 'default',
      action: { type: 'page', page: { type: 'home' } },
      platform: ['web'],
      archived: false,
      created_by: { id: 'seed' },
      date_meta: dateMeta,
      _custom_json: {},
    }),
  ];
}

export function seoSchemas(app: string): ContentDoc[] {
  const schema = (pageType: string, title: string, json: Record<string, unknown>): ContentDoc => ({
    kind: 'seo_schema',
    slug: pageType,
    data: {
      id: hexId(app, 'seo_schema', pageType),
      application: app,
      page_type: pageType,
      title,
      description: `Structured data for the ${pageType} page`,
      schema: JSON.stringify({ '@context': 'https://schema.org', ...json }),
      active: true,
      created_at: CREATED_AT,
      updated_at: CREATED_AT,
    },
  });
  return [
    schema('home', 'Organisation', {
      '@type': 'Organization',
      name: 'Vitrine',
      url: '{{url}}',
      logo: '/public/assets/icon.svg',
    }),
    schema('product', 'Product', {
      '@type': 'Product',
      name: '{{product.name}}',
      description: '{{product.description}}',
      url: '{{url}}',
      sku: '{{product.item_code}}',
      brand: { '@type': 'Brand', name: '{{product.brand.name}}' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: '{{product.price.effective.min}}',
        url: '{{url}}',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '{{product.rating}}', bestRating: 5 },
    }),
    schema('blog', 'Article', {
      '@type': 'Article',
      headline: '{{blog.title}}',
      author: '{{blog.author.name}}',
    }),
  ];
}

/** The demo's injected tags (TagsSchema): a style on every page, and a small script on the home page only. */
function injectedTags(app: string): ContentDoc[] {
  const tag = (slug: string, data: Record<string, unknown>): ContentDoc => ({
    kind: 'tag',
    slug,
    data: { _id: hexId(app, 'tag', slug), url: '', attributes: {}, pages: [], ...data },
  });
  return [
    tag('announcement-spacing', {
      name: 'Announcement bar spacing',
      type: 'css',
      sub_type: 'inline',
      position: 'head',
      content: '.announcement-bar{letter-spacing:0.02em}',
    }),
    tag('home-visit-counter', {
      name: 'Home visit counter',
      type: 'js',
      sub_type: 'inline',
      position: 'body-bottom',
      content:
        "window.vitrineHomeVisits=(window.vitrineHomeVisits||0)+1;document.documentElement.dataset.homeTag='ran';",
      pages: [{ page_slug: 'home' }],
    }),
  ];
}

export function marketing(app: string): ContentDoc[] {
  return [
    ...injectedTags(app),
    {
      kind: 'announcement',
      slug: 'free-delivery',
      data: {
        announcement: 'Free delivery on orders of ₹999 and above',
        schedule: { start: CREATED_AT },
        pages: ['$all'],
      },
    },
    {
      kind: 'slideshow',
      slug: 'home-hero',
      data: {
        _id: hexId(app, 'slideshow', 'home-hero'),
        application: app,
        slug: 'home-hero',
        platform: 'web',
        active: true,
        archived: false,
        date_meta: dateMeta,
        configuration: { sleep_time: 5, start_on_launch: true, duration: 5, slide_direction: 'horizontal' },
        media: [
          {
            type: 'image',
            url: '/assets/banners/dress-teal-landscape.png',
            bg_color: '#f8f8f8',
            duration: 5,
            auto_decide_duration: false,
            action: { type: 'page', page: { type: 'collection', params: { slug: ['new-arrivals'] } } },
          },
          {
            type: 'image',
            url: '/assets/banners/kurta-mustard-landscape.png',
            bg_color: '#f8f8f8',
            duration: 5,
            auto_decide_duration: false,
            action: { type: 'page', page: { type: 'collection', params: { slug: ['summer-edit'] } } },
          },
        ],
        _custom_json: {},
      },
    },
  ];
}
