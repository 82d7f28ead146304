/** A step of a page's breadcrumb trail: its name and path (the last one is the page itself). */
export interface Crumb {
  name: string;
  path: string;
  /** The storefront's own text for a fixed step ('Home', 'Blog'), shown in the shopper's language. */
  text?: 'nav.home' | 'content.blog' | 'content.faq' | 'content.locateUs';
}

const absolute = (origin: string, path: string) => (path.startsWith('/') ? `${origin}${path}` : path);

/** schema.org BreadcrumbList of a trail. */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  };
}

export interface ArticleForJsonLd {
  title: string;
  summary?: string;
  author?: string;
  image?: string;
  published?: string;
  modified?: string;
  tags?: string[];
}

/** schema.org Article (a blog post). */
export function articleJsonLd(article: ArticleForJsonLd, url: string, origin: string, shopName: string) {
  const json: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title.slice(0, 110),
    mainEntityOfPage: url,
    url,
    publisher: { '@type': 'Organization', name: shopName },
  };
  if (article.summary) json.description = article.summary;
  if (article.author) json.author = { '@type': 'Person', name: article.author };
  if (article.image) json.image = [absolute(origin, article.image)];
  if (article.published) json.datePublished = article.published;
  if (article.modified || article.published) json.dateModified = article.modified || article.published;
  if (article.tags?.length) json.keywords = article.tags.join(', ');
  return json;
}

/** schema.org FAQPage of questions and their (HTML or plain) answers. */
export function faqJsonLd(questions: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
