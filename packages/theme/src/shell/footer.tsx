import { type FooterProps, type NavigationLink, useText } from '@vitrine/kit';
import { SmartLink } from '../components/smart-link';

function isImageUrl(value: string): boolean {
  return /^(\/|https?:\/\/|data:image\/)/.test(value);
}

function LinkList({ links }: { links: NavigationLink[] }) {
  return (
    <ul className="footer__links">
      {links.map((link) => (
        <li key={`${link.href}:${link.display}`}>
          <SmartLink href={link.href}>{link.display}</SmartLink>
        </li>
      ))}
    </ul>
  );
}

export function Footer({ shell }: FooterProps) {
  const t = useText();
  const { app, footerLinks } = shell;
  // Entries with children become titled columns; the rest share one column.
  const columns = footerLinks.filter((link) => link.children.length > 0);
  const loose = footerLinks.filter((link) => link.children.length === 0);
  const social = app.socialLinks.filter((s) => s.icon && s.link && s.title);
  const { phone, email } = app.support;
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer__grid container">
        <div className="footer__about">
          <p className="footer__name">{app.name}</p>
          {app.description ? <p>{app.description}</p> : null}
          {social.length > 0 ? (
            <ul className="footer__social" aria-label={t('footer.followUs')}>
              {social.map((s) => (
                <li key={s.link}>
                  <a
                    href={s.link}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={s.title}
                    title={s.title}
                  >
                    {isImageUrl(s.icon) ? (
                      <img src={s.icon} alt="" width={24} height={24} loading="lazy" decoding="async" />
                    ) : (
                      <span aria-hidden="true">{s.icon.slice(0, 1).toUpperCase()}</span>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {columns.map((column) => (
          <nav
            key={`${column.href}:${column.display}`}
            className="footer__column"
            aria-label={column.display}
          >
            <p className="footer__heading">{column.display}</p>
            <LinkList links={column.children} />
          </nav>
        ))}
        {loose.length > 0 ? (
          <nav className="footer__column" aria-label="Footer">
            <LinkList links={loose} />
          </nav>
        ) : null}
        {phone || email ? (
          <address className="footer__column footer__contact">
            <p className="footer__heading">{t('footer.contactUs')}</p>
            {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : null}
            {email ? <a href={`mailto:${email}`}>{email}</a> : null}
          </address>
        ) : null}
      </div>
      <p className="footer__copyright container">{`© ${year} ${app.name}. All rights reserved.`}</p>
    </footer>
  );
}
