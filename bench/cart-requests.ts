import { computeSignature, signingDate } from '@vitrine/contract';
import type { LoadRequest } from './load';
import type { Credentials } from './signed-requests';

const CART = '/service/application/cart/v1.0';
/** Visitor carts the add-to-cart runs spread over, so each ends with about as many lines as a shopper buys. */
const CARTS = 1_000;

interface Article {
  uid: number;
  size: string;
}

/** Signs one request the way the SDK does (the body is part of the signature). */
async function signed(
  credentials: Credentials,
  host: string,
  request: { method: 'GET' | 'POST'; path: string; body?: string; cookie?: string },
): Promise<LoadRequest> {
  const headers: Record<string, string> = { host, 'x-fp-date': signingDate() };
  if (request.body) headers['content-type'] = 'application/json';
  const signature = await computeSignature({
    method: request.method,
    path: request.path,
    headers,
    body: request.body,
  });
  const authorization = `Bearer ${Buffer.from(`${credentials.applicationId}:${credentials.applicationToken}`).toString('base64')}`;
  return {
    method: request.method,
    path: request.path,
    body: request.body,
    headers: {
      ...headers,
      authorization,
      'x-fp-signature': signature,
      ...(request.cookie ? { cookie: request.cookie } : {}),
    },
  };
}

/** Articles to add: the first in-stock size of each of the first 50 products. */
async function articlesOf(baseUrl: string, credentials: Credentials, host: string, slugs: string[]) {
  const articles: Article[] = [];
  for (const slug of slugs) {
    if (articles.length >= 50) break;
    const request = await signed(credentials, host, {
      method: 'GET',
      path: `/service/application/catalog/v1.0/products/${slug}/sizes/`,
    });
    const response = await fetch(`${baseUrl}${request.path}`, { headers: request.headers });
    if (!response.ok) continue;
    const sizes = (await response.json()) as { sizes?: { value: string; is_available: boolean }[] };
    const size = sizes.sizes?.find((s) => s.is_available);
    const product = await signed(credentials, host, {
      method: 'GET',
      path: `/service/application/catalog/v1.0/products/${slug}/`,
    });
    const detail = (await (
      await fetch(`${baseUrl}${product.path}`, { headers: product.headers })
    ).json()) as { uid: number };
    if (size) articles.push({ uid: detail.uid, size: size.value });
  }
  return articles;
}

const addBody = (article: Article) =>
  JSON.stringify({ items: [{ item_id: article.uid, item_size: article.size, quantity: 1 }] });

/**
 * The cart scenarios' requests: visitor carts made up front (each one's cookie), then `count` add-to-cart calls
 * spread over the carts and articles so that no cart reaches its limits, the cart detail of each cart, and its
 * page.
 */
export async function cartRequests(
  baseUrl: string,
  credentials: Credentials,
  slugs: string[],
  count: number,
) {
  const host = new URL(baseUrl).host;
  const articles = await articlesOf(baseUrl, credentials, host, slugs);
  if (articles.length === 0) throw new Error('no product with a size in stock to add to carts');
  const cookies: string[] = [];
  for (let i = 0; i < CARTS; i++) {
    const first = await signed(credentials, host, {
      method: 'POST',
      path: `${CART}/detail`,
      body: addBody(articles[i % articles.length]),
    });
    const response = await fetch(`${baseUrl}${first.path}`, {
      method: 'POST',
      headers: first.headers,
      body: first.body,
    });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('f.cart='));
    await response.arrayBuffer();
    if (!cookie) throw new Error(`adding to a new cart set no cart cookie (${response.status})`);
    cookies.push(cookie.split(';')[0]);
  }
  const adds: LoadRequest[] = [];
  for (let n = 0; n < count; n++) {
    const article = articles[(Math.floor(n / CARTS) + n) % articles.length];
    adds.push(
      await signed(credentials, host, {
        method: 'POST',
        path: `${CART}/detail`,
        body: addBody(article),
        cookie: cookies[n % CARTS],
      }),
    );
  }
  const details = await Promise.all(
    cookies.map((cookie) =>
      signed(credentials, host, { method: 'GET', path: `${CART}/detail?i=true&b=true`, cookie }),
    ),
  );
  const pages = cookies.map((cookie) => ({
    path: '/cart/bag/',
    headers: { cookie, 'accept-encoding': 'gzip' },
  }));
  return { adds, details, pages };
}
