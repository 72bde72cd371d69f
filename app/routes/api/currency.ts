import { data, redirect } from 'react-router';
import type { Route } from './+types/currency';
import { CURRENCY_COOKIE, readChoice } from '~/lib/display-currency';
import { readForm } from '~/server/actions/request-body.server';
import { isDocumentRequest, pageSentFrom } from '~/server/actions/sent-as-page.server';
import { methodNotAllowed } from '~/server/routing/route-rules.server';

/** Choosing is a POST; a GET here gets the shop's one 405 answer. */
export function loader() {
  return methodNotAllowed('POST');
}

/**
 * The currency chooser sent as a form (before the scripts arrive, or without them): the choice is
 * kept in the cookie the page reads (not HttpOnly: the estimates are filled in by the page), and the
 * shopper goes back to the page she chose it on. With scripts the page sets the cookie itself.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const choice = readChoice(`${CURRENCY_COOKIE}=${String(form.get('currency') ?? '')}`);
  if (!choice) return data({ ok: false as const, error: 'Please choose one of the currencies shown.' }, { status: 400 });
  const cookie = `${CURRENCY_COOKIE}=${choice}; Path=/; Max-Age=${365 * 86_400}; SameSite=Lax`;
  if (isDocumentRequest(request)) return redirect(pageSentFrom(request), { status: 303, headers: { 'Set-Cookie': cookie } });
  return data({ ok: true as const, choice }, { headers: { 'Set-Cookie': cookie } });
}
