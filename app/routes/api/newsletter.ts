import { data, redirect } from 'react-router';
import type { Route } from './+types/newsletter';
import { fieldErrors } from '~/lib/schemas/common';
import { NEWSLETTER_MESSAGES, NEWSLETTER_OUTCOME_PARAM, type NewsletterOutcome } from '~/lib/newsletter-messages';
import { newsletterSchema } from '~/lib/schemas/newsletter';
import { getEnv } from '~/server/platform/env.server';
import { subscribe } from '~/server/data/newsletter.server';
import { readForm } from '~/server/actions/request-body.server';
import { isDocumentRequest, pageSentFrom } from '~/server/actions/sent-as-page.server';
import { formRateLimit, methodNotAllowed } from '~/server/routing/route-rules.server';

/** Subscribing is a POST; a GET here is a mistake and gets the shop's one 405 answer. */
export function loader() {
  return methodNotAllowed('POST');
}

/** Counted with the shop's other public forms. */
export const middleware: Route.MiddlewareFunction[] = [formRateLimit];

export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await readForm(request));
  const parsed = newsletterSchema.safeParse(form);
  const outcome: NewsletterOutcome = !parsed.success
    ? 'invalid'
    : parsed.data.company || (await subscribe(parsed.data.email, parsed.data.source))
      ? 'subscribed'
      : 'already';
  // Without scripts the browser posted the footer form itself: back to the page it came from, which says how it went.
  if (isDocumentRequest(request)) return backToForm(request, parsed.success ? parsed.data.source : 'footer', outcome);
  if (!parsed.success) return data({ ok: false as const, errors: fieldErrors(parsed.error) }, { status: 400 });
  return { ok: true as const, message: NEWSLETTER_MESSAGES[outcome] };
}

function backToForm(request: Request, source: string, outcome: NewsletterOutcome) {
  const shop = getEnv().publicUrl;
  const url = new URL(pageSentFrom(request, [NEWSLETTER_OUTCOME_PARAM]), shop);
  url.searchParams.set(NEWSLETTER_OUTCOME_PARAM, `${source}:${outcome}`);
  return redirect(`${url.pathname}${url.search}#newsletter-${source}`, 303);
}
