import { useText } from '@vitrine/kit';
import { CARDS_EN_IN } from '@vitrine/kit/account-texts';
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import accountStyles from '../account/account.css?url';
import { failureMessage, failureStatus } from '../account/form.server';
import savedCardStyles from '../cards/saved-cards.css?url';
import { readForm } from '../forms.server';
import { requireUser } from '../guards/guards.server';
import type { Route } from './+types/profile-my-cards';

export const handle = { themePage: 'profile' };

export const links = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: savedCardStyles },
];

const PAGE = '/profile/my-cards/';

/** The card's expiry as MM/YY, the way it is printed on the card. */
const expiryFormat = new Intl.DateTimeFormat('en-IN', { month: '2-digit', year: '2-digit', timeZone: 'UTC' });
const expiryOf = (month: number | null | undefined, year: number | null | undefined) =>
  month && year ? expiryFormat.format(new Date(Date.UTC(year, month - 1, 1))) : '';

/** /profile/my-cards/: the shopper's cards saved at the payment gateway; `?delete={card_id}` asks to confirm. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  const { data: saved } = await context.sdk.payment.getActiveUserCards();
  const cards = saved.map((card) => ({
    id: card.card_id ?? '',
    number: card.card_number ?? '',
    last4: (card.card_number ?? '').slice(-4),
    brand: card.card_brand ?? '',
    name: card.card_name ?? '',
    expiry: expiryOf(card.exp_month, card.exp_year),
    expired: card.expired === true,
  }));
  const confirming = new URL(request.url).searchParams.get('delete');
  return { cards, confirming: cards.some((card) => card.id === confirming) ? confirming : null };
}

/** Deletes a saved card; the platform checks it is the shopper's own. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(context, request);
  const form = await readForm(request);
  const cardId = String(form.get('card_id') ?? '');
  if (form.get('intent') !== 'delete' || !cardId) {
    return data({ message: 'No card selected' }, { status: 400 });
  }
  try {
    await context.sdk.payment.deleteUserCard({ body: { card_id: cardId } });
    return redirect(`${PAGE}?deleted`);
  } catch (error) {
    return data({ message: failureMessage(error) }, { status: failureStatus(error) });
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'My cards' }, { name: 'robots', content: 'noindex' }];

export default function SavedCards() {
  const { cards, confirming } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const t = useText(CARDS_EN_IN);
  return (
    <section className="saved-cards" data-testid="saved-cards">
      <h1 className="page-title">{t('cards.title')}</h1>
      {result?.message ? (
        <p className="auth-form__error" role="alert" data-testid="card-error">
          {result.message}
        </p>
      ) : null}
      {cards.length === 0 ? (
        <div data-testid="no-saved-cards">
          <p>{t('cards.none')}</p>
          <Link className="button button--primary" to="/">
            {t('cards.continue')}
          </Link>
        </div>
      ) : (
        <ul className="saved-cards__list">
          {cards.map((card) => (
            <li key={card.id} className="saved-card" data-testid="saved-card">
              <div>
                <p>
                  <strong data-testid="saved-card-brand">{card.brand}</strong>{' '}
                  <span data-testid="saved-card-number">{card.number}</span>
                </p>
                <p>{card.name}</p>
                <p className={card.expired ? 'saved-card__expired' : undefined}>
                  {card.expired ? t('cards.expired') : t('cards.expires', { date: card.expiry })}
                </p>
              </div>
              {confirming === card.id ? (
                <Form method="post" action={PAGE} className="saved-card__confirm">
                  <p>{t('cards.confirm', { brand: card.brand, last4: card.last4 })}</p>
                  <input type="hidden" name="card_id" value={card.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    className="button button--primary"
                    disabled={submitting}
                    data-testid="confirm-delete-card"
                  >
                    {t('cards.confirmDelete')}
                  </button>{' '}
                  <Link to={PAGE}>{t('cards.cancel')}</Link>
                </Form>
              ) : (
                <Link to={`?delete=${encodeURIComponent(card.id)}`} data-testid="delete-card">
                  {t('cards.delete')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
