import type { Logger } from 'pino';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/database';
import type { MessageSender } from '../messages/message';
import type { ChangeFeed } from './change-feed';
import type { RateLimits } from './rate-limit';
import type { ResponseCache } from './response-cache';

export interface Application {
  id: string;
  token: string;
  name: string;
  companyId: number;
  domain: string;
}

/** What every module gets: long-lived services shared by all requests. */
export interface Services {
  db: Db;
  config: PlatformConfig;
  log: Logger;
  cache: ResponseCache;
  /** Tells every process serving the shop that merchant-edited data changed (Redis when REDIS_URL is set). */
  changes: ChangeFeed;
  /** Attempt counts such as failed sign-ins, in the database (or Redis with REDIS_URL): shared, and kept over restarts. */
  limits: RateLimits;
  /** E-mail and SMS to shoppers (one-time codes, links): SMTP, an SMS webhook, and the dev outbox. */
  messages: MessageSender;
}

export interface AppEnv {
  Variables: {
    application: Application;
    requestId: string;
    /** The request body, read once (within its route's limit) by the signature check. */
    bodyText: string | undefined;
  };
}
