import { Link } from 'react-router';
import type { Route } from './+types/image-upload';
import { AdminRouteError } from '~/components/admin/admin-error';
import { AdminCard } from '~/components/admin/admin-ui';
import { ImageUploadTool } from '~/components/admin/image-upload-tool';
import { requireAdmin } from '~/server/auth/permissions.server';
import adminStylesheet from '~/admin.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminStylesheet }];

export const meta = () => [{ title: 'Image Upload | Aangan Boutique' }];

/** Admin only: the upload itself goes to /admin/upload, which checks again. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function ImageUploadScreen() {
  return (
    <div className="container-shop max-w-2xl py-10">
      <Link to="/admin" className="text-sm text-maroon hover:underline">
        ← Back to the dashboard
      </Link>
      <h1 className="mt-3 font-display text-4xl font-semibold text-ink">Image Upload</h1>
      <p className="mb-6 mt-1 text-muted">Upload an image and get a link you can paste into a product’s image field.</p>
      <AdminCard>
        <ImageUploadTool />
      </AdminCard>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="container-shop py-10">
      <AdminRouteError noun="images" message="Something went wrong. Please try again." />
    </div>
  );
}
