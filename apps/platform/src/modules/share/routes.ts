import { api as contract } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { notFound } from '../../http/errors';
import type { On } from '../../http/route';
import { storefrontLink } from '../user/code-messages';
import { sessionToken } from '../user/cookie';
import { sessionUser } from '../user/sessions';
import { qrSvg } from './qr-codes';
import { createShortLink, openShortLink, shortLinkByHash, shortLinkView } from './short-links';

const endpoints = contract.share;

/** Short links (created by anyone the application token admits, owned by the shopper when signed in) and QR codes. */
export function registerShare(on: On, services: Services): void {
  const { db, config } = services;
  const view = (c: Context<AppEnv>, row: Parameters<typeof shortLinkView>[0]) =>
    shortLinkView(row, c.get('application'), config);
  const shopLink = (c: Context<AppEnv>, path: string) => storefrontLink(config, c.get('application'), path);
  const qr = async (link: string) => ({ link, svg: await qrSvg(link) });

  on(endpoints.createShortLink, async ({ body }, c) => {
    const application = c.get('application');
    const user = await sessionUser(db, application.id, sessionToken(c));
    return view(c, await createShortLink(db, application, user?.id, body));
  });

  on(endpoints.getShortLinkByHash, async ({ params }, c) =>
    view(c, await shortLinkByHash(db, c.get('application').id, params.hash)),
  );

  on(endpoints.getOriginalShortLinkByHash, async ({ params }, c) =>
    view(c, await openShortLink(db, c.get('application').id, params.hash)),
  );

  on(endpoints.getApplicationQRCode, async (_, c) => qr(shopLink(c, '/')));

  on(endpoints.getProductQRCodeBySlug, async ({ params }, c) => {
    const product = await db
      .selectFrom('products')
      .select('slug')
      .where('slug', '=', params.slug)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!product) throw notFound('Product not found');
    return qr(shopLink(c, `/product/${encodeURIComponent(product.slug)}`));
  });

  on(endpoints.getCollectionQRCodeBySlug, async ({ params }, c) => {
    const collection = await db
      .selectFrom('collections')
      .select('slug')
      .where('slug', '=', params.slug)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!collection) throw notFound('Collection not found');
    return qr(shopLink(c, `/collection/${encodeURIComponent(collection.slug)}`));
  });

  on(endpoints.getUrlQRCode, async ({ query }) => qr(query.url));
}
