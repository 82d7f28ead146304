import type { configuration, EndpointResponse } from '@vitrine/contract';
import type { AppInfo } from '@vitrine/kit';
import type { Application } from './shop.server';

/** The default logo (spec: business constants). */
export const DEFAULT_LOGO = '/public/assets/icon.svg';

export type ContactInfo = EndpointResponse<typeof configuration.getContactInfo>;

export function appInfo(application: Application | undefined, contact: ContactInfo | undefined): AppInfo {
  const phone = contact?.support?.phone?.[0];
  const email = contact?.support?.email?.[0]?.value;
  const support: AppInfo['support'] = {};
  if (phone?.number)
    support.phone = phone.code ? `+${phone.code.replace(/^\+/, '')} ${phone.number}` : phone.number;
  if (email) support.email = email;
  return {
    name: application?.name || 'Vitrine',
    description: application?.description ?? '',
    logo: application?.logo?.secure_url || DEFAULT_LOGO,
    mobileLogo: application?.mobile_logo?.secure_url || application?.logo?.secure_url || DEFAULT_LOGO,
    // Footer social links need an icon, a link and a title.
    socialLinks: Object.values(contact?.social_links ?? {}).flatMap((link) =>
      link?.icon && link.link && link.title ? [{ icon: link.icon, link: link.link, title: link.title }] : [],
    ),
    support,
  };
}
