import { api as contract } from '@vitrine/contract';
import type { Context } from 'hono';
import { limitByAddress } from '../../http/address-limit';
import type { AppEnv, Services } from '../../http/context';
import { notFound } from '../../http/errors';
import type { LimitRule } from '../../http/rate-limit';
import type { On } from '../../http/route';
import { storefrontLink } from '../user/code-messages';
import { sessionToken } from '../user/cookie';
import { sessionUser } from '../user/sessions';
import { qrSvg } from './qr-codes';
import { createShortLink, openShortLink, shortLinkByHash, shortLinkView } from './short-links';

const endpoints = contract.share;

/** Short links one address may make: each is a stored row, and any visitor may make them through /share. */
export const SHORT_LINKS_PER_ADDRESS: LimitRule = {
  name: 'short-links-per-address',
  max: 30,
  windowMs: 10 * 60 * 1000,
};

/** Short links (created by anyone the application token admits, owned by the shopper when signed in) and QR codes. */
export function registerShare(on: On, services: Services): void {
  const { db, config } = services;
  const view = (c: Context<AppEnv>, row: Parameters<typeof shortLinkView>[0]) =>
    shortLinkView(row, c.get('application'), config);
  const shopLink = (c: Context<AppEnv>, path: string) => storefrontLink(config, c.get('application'), path);
  const qr = async (link: string) => ({ link, svg: await qrSvg(link) });

  const countShortLink = limitByAddress(services, SHORT_LINKS_PER_ADDRESS);
  on(endpoints.createShortLink, async ({ body }, c) => {
    await countShortLink(c);
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
