import { useText } from '@vitrine/kit';
import { CONTENT_EN_IN } from '@vitrine/kit/content-texts';
import { Link } from 'react-router';
import type { Crumb } from './json-ld';

/** The trail above a content page; the last step is the page itself, not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useText(CONTENT_EN_IN);
  return (
    <nav className="breadcrumbs" aria-label={t('content.breadcrumb')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.text ? t(crumb.text) : crumb.name}</span>
            ) : (
              <Link to={crumb.path}>{crumb.text ? t(crumb.text) : crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Structured data built on the server (`scriptJson`: `<` escaped), so its code stays off the page's JavaScript. */
export function JsonLd({ json }: { json: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (scriptJson)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
