import { data } from 'react-router';
import { fieldErrors } from '../../lib/schemas/common.ts';
import { MEASUREMENT_MESSAGES, measurementProfileSchema, type MeasurementProfileActionData } from '../../lib/schemas/measurements.ts';
import { deleteMeasurementProfile, saveMeasurementProfile } from '../data/measurements.server.ts';
import { logger } from '../platform/logger.server.ts';
import type { SessionUser } from '../auth/permissions.server.ts';

export const MEASUREMENT_PROFILE_MESSAGES = {
  saved: 'Measurements saved',
  deleted: 'Profile deleted',
  saveFailed: 'Failed to save measurements',
  deleteFailed: 'Failed to delete profile',
  notFound: 'This profile no longer exists.',
} as const;

const reply = (body: MeasurementProfileActionData, status = 200) => data<MeasurementProfileActionData>(body, { status });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Save or delete one of the session user's profiles; the user id never comes from the form. */
export async function handleMeasurementProfileAction(user: SessionUser, form: FormData) {
  const intent = form.get('intent') === 'delete' ? 'delete' : 'save';
  const idText = String(form.get('profile_id') ?? '');
  const formKey = String(form.get('form_key') ?? idText ?? 'new').slice(0, 60);
  if (intent === 'delete') {
    if (!UUID.test(idText)) return reply({ intent, formKey, ok: false, title: MEASUREMENT_PROFILE_MESSAGES.notFound }, 404);
    const gone = await deleteMeasurementProfile(user.id, idText);
    return gone
      ? reply({ intent, formKey, ok: true, title: MEASUREMENT_PROFILE_MESSAGES.deleted })
      : reply({ intent, formKey, ok: false, title: MEASUREMENT_PROFILE_MESSAGES.notFound }, 404);
  }
  const parsed = measurementProfileSchema.safeParse(
    Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string')),
  );
  if (!parsed.success)
    return reply(
      { intent, formKey, ok: false, title: MEASUREMENT_PROFILE_MESSAGES.saveFailed, fieldErrors: fieldErrors(parsed.error) },
      400,
    );
  try {
    const saved = await saveMeasurementProfile(user.id, parsed.data);
    if (saved.ok) return reply({ intent, formKey, ok: true, title: MEASUREMENT_PROFILE_MESSAGES.saved, id: saved.id });
    const title = saved.reason === 'too-many' ? MEASUREMENT_MESSAGES.tooManyProfiles : MEASUREMENT_PROFILE_MESSAGES.notFound;
    return reply({ intent, formKey, ok: false, title }, saved.reason === 'too-many' ? 409 : 404);
  } catch (error) {
    logger.error({ err: error }, 'measurement profile save failed');
    return reply({ intent, formKey, ok: false, title: MEASUREMENT_PROFILE_MESSAGES.saveFailed }, 500);
  }
}
