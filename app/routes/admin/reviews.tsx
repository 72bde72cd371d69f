import { Link } from 'react-router';
import type { Route } from './+types/reviews';
import { AdminRouteError } from '~/components/admin/admin-error';
import { ActionOutcome } from '~/components/admin/action-outcome';
import { AdminPageHeader, EmptyState } from '~/components/admin/admin-ui';
import { AdminReviewCard } from '~/components/reviews/admin-review-card';
import { ReviewPhotoViewer } from '~/components/reviews/review-photo-viewer';
import { ADMIN_REVIEW_TABS, moderationSchema, type AdminReviewTab } from '~/lib/schemas/review';
import { cn } from '~/lib/utils';
import { countReviewsByStatus, listAdminReviews, moderateReview } from '~/server/data/admin-reviews.server';
import { invalid, readForm, respond } from '~/server/data/admin-actions.server';
import { requireAdmin } from '~/server/auth/permissions.server';

export const meta = () => [{ title: 'Reviews | Admin | Aangan Boutique' }];

const TAB_LABELS: Record<AdminReviewTab, string> = { pending: 'Waiting', published: 'Published', hidden: 'Hidden' };
const DONE: Record<string, string> = {
  publish: 'Review published',
  hide: 'Review hidden',
  reply: 'Reply saved',
  feature: 'Home page updated',
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const asked = new URL(request.url).searchParams.get('status');
  const tab: AdminReviewTab = (ADMIN_REVIEW_TABS as readonly string[]).includes(asked ?? '') ? (asked as AdminReviewTab) : 'pending';
  const [reviews, counts] = await Promise.all([listAdminReviews(tab), countReviewsByStatus()]);
  return { tab, reviews, counts };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const form = await readForm(request);
  const parsed = moderationSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return invalid('Failed to update review', parsed.error);
  return respond('Failed to update review', DONE[parsed.data.intent], () => moderateReview(actor, parsed.data));
}

export default function ReviewsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, reviews, counts } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Reviews"
        description="Reviews from customers who received their pieces. Nothing shows on the shop until you publish it; you may reply or hide one, never change its words or stars."
      />
      <ActionOutcome result={actionData} />
      <nav aria-label="Review status" className="mb-5 flex flex-wrap gap-2">
        {ADMIN_REVIEW_TABS.map((t) => (
          <Link
            key={t}
            to={`?status=${t}`}
            aria-current={t === tab ? 'page' : undefined}
            className={cn(
              'rounded-full px-4 py-2 text-sm',
              t === tab ? 'bg-maroon text-ivory' : 'bg-white text-ink shadow-xs hover:bg-sand',
            )}
          >
            {TAB_LABELS[t]} ({counts[t]})
          </Link>
        ))}
      </nav>
      {reviews.length === 0 ? (
        <EmptyState title={tab === 'pending' ? 'No reviews waiting' : `No ${TAB_LABELS[tab].toLowerCase()} reviews`} />
      ) : (
        <ul className="grid gap-4">
          {reviews.map((r) => (
            <AdminReviewCard key={r.id} review={r} />
          ))}
        </ul>
      )}
      {reviews.some((r) => r.photos.length > 0) ? (
        // The shop's review photo viewer: its dialog is fetched when the owner reaches for a photo;
        // until then (or without scripts) a photo is a link to its large picture.
        <ReviewPhotoViewer />
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError noun="reviews" message="Failed to fetch reviews" />;
}
