import type { PlatformConfig } from '../../config';
import type { Application } from '../../http/context';
import type { Compose } from './one-time-codes';

/** The texts of the codes and links shoppers receive. */
export const codeMessage =
  (shop: string, what: string): Compose =>
  (code) => ({
    subject: `${code} is your ${shop} code`,
    text: `${code} is your one-time code to ${what} at ${shop}. It is valid for 10 minutes. Do not share it with anyone.`,
  });

export const resetLinkMessage = (shop: string, link: string) => ({
  subject: `Reset your ${shop} password`,
  text: `Open this link to choose a new password for your ${shop} account: ${link}\nIt is valid for 30 minutes. If you did not ask for it, ignore this message.`,
  link,
});

export const verifyLinkMessage = (shop: string, what: string, link: string) => ({
  subject: `Verify your ${what} at ${shop}`,
  text: `Open this link to verify your ${what} for your ${shop} account: ${link}`,
  link,
});

/**
 * Where links in messages point: STOREFRONT_URL, else the shop's own domain — never the Host a request claims,
 * which anyone can set to send a shopper's reset link to their own site.
 */
export function storefrontLink(
  config: Pick<PlatformConfig, 'storefrontUrl'>,
  application: Application,
  path: string,
) {
  const local = /^(localhost|127\.|\[::1\])/.test(application.domain);
  const base = config.storefrontUrl || `${local ? 'http' : 'https'}://${application.domain}`;
  return new URL(path, `${base}/`).href;
}
