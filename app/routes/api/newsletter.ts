import { data } from 'react-router';
import type { Route } from './+types/newsletter';
import { fieldErrors } from '~/lib/schemas/common';
import { newsletterSchema } from '~/lib/schemas/newsletter';
import { subscribe } from '~/server/data/newsletter.server';

/** Subscribing is a POST; a GET here is a mistake. */
export function loader() {
  return data({ error: 'Method not allowed' }, { status: 405 });
}

export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const parsed = newsletterSchema.safeParse(form);
  if (!parsed.success) return data({ ok: false as const, errors: fieldErrors(parsed.error) }, { status: 400 });
  if (parsed.data.company) return { ok: true as const, message: 'Thank you for subscribing!' };
  const added = await subscribe(parsed.data.email, parsed.data.source);
  return { ok: true as const, message: added ? 'Thank you for subscribing!' : 'You are already subscribed. Thank you!' };
}
