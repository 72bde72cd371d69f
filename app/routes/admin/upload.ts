import { data } from 'react-router';
import type { Route } from './+types/upload';
import { getEnv } from '~/server/platform/env.server';
import { AdminUploadError, readUploadForm, storeAdminImage } from '~/server/data/admin-uploads.server';
import { MESSAGES } from '~/lib/messages';
import { logger } from '~/server/platform/logger.server';
import { requireAdmin } from '~/server/auth/permissions.server';
import { methodNotAllowed } from '~/server/routing/route-rules.server';

const FOLDERS = ['products', 'banners', 'testimonials', 'uploads'] as const;

/**
 * Image uploads of the admin screens (product images, banners, avatars, the upload tool). A resource
 * route so that the browser can show upload progress; answers JSON { url, absoluteUrl } or { error }.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  try {
    const { form, file } = await readUploadForm(request);
    if (!file) return data({ error: MESSAGES.upload.selectFirst }, { status: 400 });
    const requested = form.get('folder');
    const folder = FOLDERS.find((f) => f === requested) ?? 'uploads';
    const stored = await storeAdminImage(new Uint8Array(await file.arrayBuffer()), folder);
    return { url: stored.url, absoluteUrl: `${getEnv().publicUrl}${stored.url}` };
  } catch (error) {
    if (error instanceof AdminUploadError) return data({ error: error.message }, { status: 400 });
    logger.error({ err: error }, 'admin upload failed');
    return data({ error: MESSAGES.admin.uploadImage }, { status: 500 });
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return methodNotAllowed('POST');
}
