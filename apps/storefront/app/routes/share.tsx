import { useText } from '@vitrine/kit';
import { SHARE_EN_IN } from '@vitrine/kit/account-texts';
import { resolveExternalUrl } from '@vitrine/kit/action';
import { data, Form } from 'react-router';
import accountStyles from '../account/account.css?url';
import { FormError } from '../account/form-error';
import { readForm } from '../forms.server';
import type { Route } from './+types/share';

export const links = () => [{ rel: 'stylesheet', href: accountStyles }];

export const meta: Route.MetaFunction = () => [{ title: 'Share' }, { name: 'robots', content: 'noindex' }];

/** A page of this shop to share: a path on it, as /external would keep it; '/' when missing or elsewhere. */
function sharedPath(raw: string | null, request: Request): string {
  const path = resolveExternalUrl(raw, [new URL(request.url).host]);
  return path?.startsWith('/') ? path : '/';
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    path: sharedPath(url.searchParams.get('url'), request),
    title: url.searchParams.get('title') ?? '',
  };
}

/** Creates a short link to the page; a failure shows the platform's message (spec: 'thrown as the message'). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const path = sharedPath(String(form.get('url') ?? ''), request);
  const title = String(form.get('title') ?? '').slice(0, 200);
  try {
    const link = await context.sdk.share.createShortLink({
      body: { title, url: new URL(path, request.url).href },
    });
    return { hash: link.url.hash, shortUrl: new URL(`/s/${link.url.hash}`, request.url).href };
  } catch (error) {
    return data({ error: (error as Error).message || 'Something went wrong' }, { status: 400 });
  }
}

/** /share?url=/product/…: makes a short link to a page of the shop, with its QR code. */
export default function Share({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(SHARE_EN_IN);
  const made = actionData && 'hash' in actionData ? actionData : undefined;
  return (
    <section className="auth-page" data-testid="share-page">
      <h1 className="page-title">{t('share.title')}</h1>
      <p>
        <code>{loaderData.path}</code>
      </p>
      <Form method="post" className="auth-form">
        <input type="hidden" name="url" value={loaderData.path} />
        <label className="auth-form__field">
          {t('share.linkTitle')}
          <input name="title" defaultValue={loaderData.title} maxLength={200} />
        </label>
        <FormError message={actionData && 'error' in actionData ? actionData.error : undefined} />
        <button className="button button--primary" type="submit">
          {t('share.create')}
        </button>
      </Form>
      {made ? (
        <div data-testid="short-link">
          <p>
            {t('share.shortLink')}: <a href={made.shortUrl}>{made.shortUrl}</a>
          </p>
          <img src={`/s/${made.hash}/qr.svg`} alt={t('share.qrCode')} width={200} height={200} />
          <p>
            <a href={`/s/${made.hash}/qr.png`} download>
              {t('share.png')}
            </a>{' '}
            <a href={`/s/${made.hash}/qr.svg`} download>
              {t('share.svg')}
            </a>
          </p>
        </div>
      ) : null}
    </section>
  );
}
