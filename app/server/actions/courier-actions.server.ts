import { DISPATCH_MESSAGES as m } from '../../lib/dispatch-messages.ts';
import { textOf } from '../../lib/schemas/admin-fields.ts';
import { courierSchema } from '../../lib/schemas/dispatch.ts';
import { attempt, fail, idOf, ok } from '../data/admin-actions.server.ts';
import type { Actor } from '../data/audit.server.ts';
import { removeCourier, saveCourier } from '../data/couriers.server.ts';

/**
 * The couriers screen's Save, Add and Remove (the route has checked the admin role). Field errors are
 * keyed by the row (`new` or the courier's id) so each form shows its own.
 */
export async function courierAction(actor: Actor, form: FormData) {
  const intent = form.get('intent');
  const id = idOf(form);
  if (intent === 'courier-remove') {
    if (!id) return fail(m.couriersFailed, 404);
    return attempt(m.couriersFailed, async () => ((await removeCourier(actor, id)) ? ok(m.couriersSaved) : fail(m.couriersFailed, 404)));
  }
  if (intent !== 'courier-save') return fail(m.couriersFailed);
  const row = id || 'new';
  const parsed = courierSchema.safeParse({ name: textOf(form.get('name')), trackingUrl: textOf(form.get('trackingUrl')) });
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [`${row}.${String(i.path[0])}`, i.message]));
    return fail(m.couriersFailed, 400, errors);
  }
  return attempt(m.couriersFailed, async () => {
    const saved = await saveCourier(actor, parsed.data, id || undefined);
    if (saved.ok) return ok(m.couriersSaved);
    return saved.reason === 'taken' ? fail(m.courierTaken, 409, { [`${row}.name`]: m.courierTaken }) : fail(m.couriersFailed, 404);
  });
}
