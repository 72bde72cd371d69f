import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/product-review';
import { ReviewForm } from '~/components/reviews/review-form';
import type { ReviewWords } from '~/lib/reviews';
import { ShopImage } from '~/components/product/shop-image';
import { reviewFormAction, reviewFormData } from '~/server/actions/review-form.server';
import { formRateLimit } from '~/server/routing/route-rules.server';

/** Counted with the shop's other public forms (per client address, POSTs only), beside the per-shopper limit. */
export const middleware: Route.MiddlewareFunction[] = [formRateLimit];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Review ${loaderData?.product.name ?? ''} | Aangan Boutique` },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

/** The review form of one product: for a signed-in shopper, or from the signed link in an invitation mail. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return reviewFormData(request, params.id);
}

export async function action({ request, params }: Route.ActionArgs) {
  return reviewFormAction(request, params.id);
}

export default function ProductReviewScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { product, refusal, signIn, own, madeToMeasure } = loaderData;
  const [params] = useSearchParams();
  const token = params.get('t');
  const action = `/product/${product.id}/review${token ? `?t=${encodeURIComponent(token)}` : ''}`;
  const failed = actionData && !actionData.ok ? actionData : null;
  const typed = failed?.values;
  const draft: ReviewWords | null = typed
    ? {
        rating: Number(typed.rating) || 0,
        title: typed.title,
        body: typed.body,
        fit: typed.fit,
        measurementsFit: typed.measurementsFit,
        photos: own?.photos ?? [],
      }
    : own;
  return (
    <div className="container-shop max-w-3xl pb-16 pt-8 md:pt-12">
      <Link to={`/product/${product.id}`} className="inline-flex items-center gap-2 text-sm text-muted hover:text-maroon">
        <ArrowLeftIcon className="size-4" aria-hidden="true" /> Back to {product.name}
      </Link>
      <div className="mt-6 flex items-center gap-5">
        <ShopImage
          src={product.image}
          alt={product.name}
          width={1200}
          height={1500}
          sizes="6rem"
          maxWidth={320}
          className="aspect-[4/5] w-20 shrink-0 rounded-[var(--radius-card)] object-cover md:w-24"
        />
        <div>
          <p className="text-xs uppercase tracking-[0.24em] text-gold">Your review</p>
          <h1 className="mt-1 font-display text-3xl leading-tight text-ink md:text-4xl">{product.name}</h1>
        </div>
      </div>

      <div className="mt-8 rounded-[var(--radius-card)] bg-white p-6 shadow-sm md:p-8">
        {refusal ? (
          <div role="alert">
            <p className="text-ink">{refusal}</p>
            {signIn ? (
              <Link
                to={`/auth?redirectTo=${encodeURIComponent(`/product/${product.id}/review`)}`}
                className="mt-4 inline-block text-maroon underline underline-offset-4"
              >
                Sign in
              </Link>
            ) : null}
          </div>
        ) : actionData?.ok ? (
          <div role="status">
            <p className="font-display text-2xl text-maroon">{actionData.message}</p>
            <Link to={`/product/${product.id}`} className="mt-4 inline-block text-maroon underline underline-offset-4">
              Back to {product.name}
            </Link>
          </div>
        ) : (
          <>
            {own?.status === 'published' ? (
              <p className="mb-6 rounded-lg bg-sand/70 px-4 py-3 text-sm text-ink/85">
                Your review is on the shop. If you change it, we read it again before it appears.
              </p>
            ) : null}
            {failed && !failed.fieldErrors.rating && !failed.fieldErrors.body && !failed.fieldErrors.photos ? (
              <p role="alert" className="mb-6 text-sm text-danger">
                {failed.error}
              </p>
            ) : null}
            <ReviewForm action={action} draft={draft} madeToMeasure={madeToMeasure} errors={failed?.fieldErrors ?? {}} linkToken={token} />
          </>
        )}
      </div>
    </div>
  );
}
