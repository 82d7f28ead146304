import { api } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import type { On } from '../../http/route';
import { signedInUser } from '../user/signed-in';
import { delinkWallet, initiateWalletLink, linkWallet } from './wallet-links';

/**
 * Linking the signed-in shopper's wallets (spec: 'Wallet: link initiate, link, delink'). A link_token and a
 * linked wallet are found only among the shopper's own: anyone else's answers 404.
 */
export function registerWalletLinks(on: On, services: Services): void {
  const { db, config } = services;
  const signedIn = signedInUser(services);
  const shopper = async (c: Context<AppEnv>) => ({
    applicationId: c.get('application').id,
    userId: (await signedIn(c)).id,
  });

  on(api.payment.walletLinkInitiate, async ({ body }, c) =>
    initiateWalletLink(services, config.paymentGateway, await shopper(c), {
      aggregator: body.aggregator,
      walletCode: body.wallet_code,
      mobile: body.mobile,
    }),
  );

  on(api.payment.linkWallet, async ({ body }, c) =>
    linkWallet(db, config.paymentGateway, await shopper(c), {
      aggregator: body.aggregator,
      linkToken: body.link_token,
      otp: body.otp,
    }),
  );

  on(api.payment.delinkWallet, async ({ body }, c) =>
    delinkWallet(db, config.paymentGateway, await shopper(c), {
      aggregator: body.aggregator,
      walletCode: body.wallet_code,
    }),
  );
}
