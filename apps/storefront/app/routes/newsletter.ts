import { resolveExternalUrl } from '@vitrine/kit/action';
import { NEWSLETTER_ANSWER_KEY, type NewsletterAnswer } from '@vitrine/kit/newsletter';
import { redirect } from 'react-router';
import { apiErrorStatus } from '../catalog/page-error.server';
import { readForm } from '../forms.server';
import type { Route } from './+types/newsletter';

export function loader() {
  return redirect('/');
}

function answerOf(error: unknown): NewsletterAnswer {
  const status = apiErrorStatus(error);
  if (status === 429) return 'busy';
  return status === 400 ? 'invalid' : 'failed';
}

/**
 * The newsletter section's form post: the platform keeps a signed-in shopper's answer as their e-mail consent
 * and a visitor's address as a subscription. Back to the page it came from, with the answer in the query.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const back = resolveExternalUrl(String(form.get('from') ?? '/'), [new URL(request.url).host]);
  const page = new URL(back?.startsWith('/') ? back : '/', request.url);
  let answer: NewsletterAnswer = 'subscribed';
  try {
    await context.sdk.communication.upsertCommunicationConsent({
      body: {
        channel: 'email',
        response: 'yes',
        action: 'newsletter',
        email: String(form.get('email') ?? ''),
      },
    });
  } catch (error) {
    answer = answerOf(error);
  }
  page.searchParams.set(NEWSLETTER_ANSWER_KEY, answer);
  page.hash = 'newsletter';
  return redirect(`${page.pathname}${page.search}${page.hash}`, 303);
}
