import { randomBytes } from 'node:crypto';
import type { api, EndpointResponse } from '@vitrine/contract';
import type { z } from 'zod';
import type { PlatformConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Application } from '../../http/context';
import { HttpError, notFound } from '../../http/errors';
import { storefrontLink } from '../user/code-messages';
import { countOpening, findShortLink, insertShortLink, type ShortLinkRow } from './short-links-sql';

type ShortLinkView = EndpointResponse<typeof api.share.getShortLinkByHash>;
type ShortLinkRequest = z.output<typeof api.share.createShortLink.body>;

const NOT_FOUND = 'Short link not found';
const HASH_TAKEN = 'That hash is already used by another short link';
/** 10 characters of base64url: 60 random bits, too many to guess or to walk through. */
const newHash = () => randomBytes(8).toString('base64url').slice(0, 10);

/** Where the storefront opens a short link. */
const shortLinkPath = (hash: string) => `/s/${hash}`;

export function shortLinkView(
  row: ShortLinkRow,
  application: Application,
  config: Pick<PlatformConfig, 'storefrontUrl'>,
): ShortLinkView {
  const details = row.details as Pick<
    ShortLinkRequest,
    'campaign' | 'redirects' | 'attribution' | 'social_media_tags' | 'enable_tracking' | 'personalized'
  >;
  return {
    _id: row.id,
    title: row.title,
    url: {
      original: row.url,
      hash: row.hash,
      short_url: storefrontLink(config, application, shortLinkPath(row.hash)),
    },
    active: row.active,
    application: row.application_id,
    ...(row.user_id ? { user_id: row.user_id } : {}),
    ...(row.expire_at ? { expire_at: new Date(row.expire_at).toISOString() } : {}),
    ...details,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    count: row.opened_count,
  };
}

/** Stores a short link under the hash asked for, or a fresh random one (drawn again in the rare clash). */
export async function createShortLink(
  db: Db,
  application: Application,
  userId: string | undefined,
  request: ShortLinkRequest,
): Promise<ShortLinkRow> {
  const { title, url, hash, active, expire_at, count: _ignored, ...details } = request;
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await insertShortLink(db, {
      id: randomBytes(12).toString('hex'),
      application_id: application.id,
      hash: hash ?? newHash(),
      url,
      title,
      user_id: userId ?? null,
      active: active ?? true,
      expire_at: expire_at ? new Date(expire_at) : null,
      details: JSON.stringify(details),
    });
    if (row) return row;
    if (hash) throw new HttpError(409, HASH_TAKEN);
  }
  throw new Error('No free short-link hash after 5 draws');
}

const isLive = (row: ShortLinkRow) =>
  row.active && (!row.expire_at || new Date(row.expire_at).getTime() > Date.now());

/** The link behind a hash, live or not (its details); 404 for an unknown hash. */
export async function shortLinkByHash(db: Db, applicationId: string, hash: string): Promise<ShortLinkRow> {
  const row = await findShortLink(db, applicationId, hash);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Opening a link: counted, and refused (404) once it is switched off or expired. */
export async function openShortLink(db: Db, applicationId: string, hash: string): Promise<ShortLinkRow> {
  const row = await findShortLink(db, applicationId, hash);
  if (!row || !isLive(row)) throw notFound(NOT_FOUND);
  return (await countOpening(db, row.id)) ?? row;
}
