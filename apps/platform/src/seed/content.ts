import type { Db } from '../db/database';
import { BLOGS } from './content-blogs';
import { customContent } from './content-custom';
import { CARD_TOKENISATION_HTML, TEAM_HTML } from './content-info';
import { ABOUT_US_HTML, FAQ_CATEGORIES, SIZE_GUIDE_HTML } from './content-legal';
import { footerMenu, headerMenu } from './content-navigation';
import { type ContentDoc, CREATED_AT, dateMeta, demoSettings, hexId } from './content-settings';
import { marketing, seoSchemas, singletons } from './content-site';
import { seedPincodes } from './pincodes';

/** The id of a currency row: stable, so currency-by-id links survive re-seeding. */
export function currencyId(code: string): string {
  return hexId('currency', code);
}

/** Images the content and theme seeds refer to; the image generator draws them under `/assets/`. */
export const CONTENT_IMAGE_PATHS = [
  '/assets/banners/dress-teal-landscape.png',
  '/assets/banners/kurta-mustard-landscape.png',
  ...BLOGS.map((blog) => blog.image),
];

function seo(title: string, description: string, image = '') {
  return {
    title,
    description,
    image: { url: image },
    canonical_url: '',
    meta_tags: [],
    sitemap: { priority: 0.5, frequency: 'weekly' },
    breadcrumb: [],
  };
}

function htmlPage(app: string, slug: string, title: string, description: string, html: string): ContentDoc {
  return {
    kind: 'page',
    slug,
    data: {
      _id: hexId(app, 'page', slug),
      application: app,
      slug,
      title,
      description,
      type: 'html',
      orientation: 'portrait',
      platform: 'web',
      published: true,
      archived: false,
      tags: [],
      content: [{ type: 'html', value: html }],
      content_path: '',
      component_ids: [],
      page_meta: [],
      feature_image: { secure_url: '' },
      seo: seo(`${title} | Vitrine`, description),
      date_meta: dateMeta,
    },
  };
}

function navigation(
  app: string,
  slug: string,
  name: string,
  where: 'top' | 'bottom',
  items: unknown[],
): ContentDoc {
  return {
    kind: 'navigation',
    slug,
    data: {
      _id: hexId(app, 'navigation', slug),
      application: app,
      name,
      slug,
      archived: false,
      platform: ['web', 'ios', 'android'],
      orientation: { landscape: [where], portrait: [where] },
      version: 1,
      created_by: { id: 'seed' },
      date_meta: dateMeta,
      navigation: items,
    },
  };
}

function blogDocs(app: string): ContentDoc[] {
  return BLOGS.map((blog, index) => ({
    kind: 'blog',
    slug: blog.slug,
    position: index,
    tags: blog.tags,
    data: {
      _id: hexId(app, 'blog', blog.slug),
      application: app,
      slug: blog.slug,
      title: blog.title,
      summary: blog.summary,
      archived: false,
      published: true,
      reading_time: `${blog.readingMinutes} min`,
      publish_date: blog.publishDate,
      tags: blog.tags,
      author: { name: blog.author, designation: blog.designation, id: hexId('author', blog.author) },
      content: [{ type: 'html', value: blog.paragraphs.map((p) => `<p>${p}</p>`).join('\n') }],
      feature_image: {
        secure_url: blog.image,
        aspect_ratio: '16:9',
        id: hexId(app, 'blog-image', blog.slug),
      },
      seo: seo(`${blog.title} | Vitrine journal`, blog.summary, blog.image),
      date_meta: { created_on: blog.publishDate, modified_on: blog.publishDate },
      _custom_json: {},
    },
  }));
}

function faqDocs(app: string): ContentDoc[] {
  const docs: ContentDoc[] = [];
  FAQ_CATEGORIES.forEach((category, index) => {
    const faqIds = category.faqs.map((faq) => hexId(app, 'faq', faq.slug));
    docs.push({
      kind: 'faq_category',
      slug: category.slug,
      position: index,
      data: {
        _id: hexId(app, 'faq_category', category.slug),
        application: app,
        slug: category.slug,
        index,
        title: category.title,
        description: category.description,
        icon_url: '',
        children: faqIds,
        _custom_json: {},
      },
    });
    category.faqs.forEach((faq, position) => {
      docs.push({
        kind: 'faq',
        slug: faq.slug,
        position: index * 100 + position,
        tags: [category.slug],
        data: {
          _id: faqIds[position],
          application: app,
          slug: faq.slug,
          question: faq.question,
          answer: faq.answer,
          tags: [category.slug],
        },
      });
    });
  });
  return docs;
}

/**
 * Seeds everything the configuration and content modules serve for one application: its settings
 * (app info, features, tokens, contact, owner, languages, app currencies), navigation, pages, blogs,
 * FAQs, legal text, SEO, support, landing page, announcements, a slideshow, and the pincode directory.
 * Run it after the catalogue so the header menu can list departments and their categories.
 */
export async function seedContent(db: Db, applicationId: string): Promise<void> {
  const app = applicationId;
  await db
    .updateTable('applications')
    .set({ settings: JSON.stringify(demoSettings(app, CREATED_AT)) })
    .where('id', '=', app)
    .execute();

  const docs: ContentDoc[] = [
    navigation(app, 'main-menu', 'Main menu', 'top', await headerMenu(db)),
    navigation(app, 'footer-menu', 'Footer menu', 'bottom', footerMenu()),
    htmlPage(app, 'about-us', 'About us', 'Who we are and what we care about.', ABOUT_US_HTML),
    htmlPage(app, 'size-guide', 'Size guide', 'How to find your size.', SIZE_GUIDE_HTML),
    ...infoPages(app),
    ...blogDocs(app),
    ...faqDocs(app),
    ...singletons(app),
    ...seoSchemas(app),
    ...marketing(app),
    ...customContent(app),
  ];
  await insertDocs(db, app, docs);
  await seedPincodes(db, app);
}

/** Pages added after the first demo shops were seeded: run on every start, so those shops get them too. */
export async function seedInfoPages(db: Db, applicationId: string): Promise<void> {
  await insertDocs(db, applicationId, infoPages(applicationId));
}

function infoPages(app: string): ContentDoc[] {
  return [
    htmlPage(app, 'team', 'Our team', 'The people behind the shop.', TEAM_HTML),
    htmlPage(
      app,
      'card-tokenisation',
      'Card tokenisation',
      'How saved cards are kept safe: tokens instead of card numbers.',
      CARD_TOKENISATION_HTML,
    ),
  ];
}

/** Adds documents a shop does not have yet; a document the merchant changed since is left as it is. */
async function insertDocs(db: Db, app: string, docs: ContentDoc[]): Promise<void> {
  await db
    .insertInto('content')
    .values(
      docs.map((doc) => ({
        id: hexId(app, doc.kind, doc.slug),
        application_id: app,
        kind: doc.kind,
        slug: doc.slug,
        position: doc.position ?? 0,
        tags: doc.tags ?? [],
        published: true,
        data: JSON.stringify(doc.data),
      })),
    )
    .onConflict((oc) => oc.columns(['application_id', 'kind', 'slug']).doNothing())
    .execute();
}
