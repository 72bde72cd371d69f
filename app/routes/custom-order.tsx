import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import CheckCircle2Icon from 'lucide-react/icons/circle-check';
import { data, Link } from 'react-router';
import type { Route } from './+types/custom-order';
import { CustomOrderForm } from '~/components/enquiry/custom-order-form';
import { MESSAGES } from '~/lib/messages';
import { handleCustomOrder } from '~/server/actions/enquiry-forms.server';
import { getUser } from '~/server/auth/permissions.server';
import { productSummary } from '~/server/data/enquiries.server';
import { formRateLimit } from '~/server/routing/route-rules.server';

/** Counted with the shop's other public forms (per client address, POSTs only). */
export const middleware: Route.MiddlewareFunction[] = [formRateLimit];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Request Custom Order${loaderData?.product ? `: ${loaderData.product.name}` : ''} | Aangan Boutique` },
  { name: 'robots', content: 'noindex' },
];

/**
 * The Request Custom Order form as a page (/custom-order, or /product/:id/custom-order for a product):
 * where "Create Custom Look" and "Request Custom Order" lead before the page's scripts have arrived,
 * and where the form is sent without them. With scripts the same links open the dialog instead
 * (components/enquiry/custom-look-link.tsx).
 */
export async function loader({ params }: Route.LoaderArgs) {
  if (!params.id) return { product: null };
  const product = await productSummary(params.id);
  if (!product) throw data('Not found', { status: 404 });
  return { product };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request);
  const result = await handleCustomOrder(request, user?.id ?? null);
  if (result.ok) return { ok: true as const, mailFailed: result.mailFailed };
  return data({ ok: false as const, error: result.error, errors: result.errors }, { status: result.status });
}

export default function CustomOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData;
  const back = product ? `/product/${encodeURIComponent(product.id)}` : '/inquiry';
  return (
    <div className="container-shop max-w-xl pb-16 pt-8 md:pt-12">
      <Link to={back} className="inline-flex items-center gap-2 text-sm text-muted hover:text-maroon">
        <ArrowLeftIcon className="size-4" aria-hidden="true" /> {product ? `Back to ${product.name}` : 'Back to Create Your Look'}
      </Link>
      <p className="mt-6 text-xs font-medium uppercase tracking-[0.2em] text-gold">Made to order</p>
      <h1 className="mt-1 font-display text-3xl font-semibold text-ink md:text-4xl">Request Custom Order</h1>
      <p className="mt-2 text-muted">Share your idea and a picture; we will call you to plan it together.</p>
      <section aria-label="Custom order form" className="mt-8 rounded-card border border-linen bg-white/90 p-5 shadow-soft sm:p-8">
        {actionData?.ok ? (
          <div role="status" className="grid justify-items-center gap-3 py-8 text-center">
            <CheckCircle2Icon className="size-10 text-leaf" aria-hidden="true" />
            <p className="max-w-sm font-medium">{actionData.mailFailed ? MESSAGES.customOrder.mailFailed : MESSAGES.customOrder.success}</p>
            <Link to="/" className="text-sm text-maroon underline underline-offset-4">
              Back to the home page
            </Link>
          </div>
        ) : (
          <>
            {actionData && !actionData.ok ? (
              <p role="alert" className="mb-4 rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
                {actionData.error}
              </p>
            ) : null}
            <CustomOrderForm product={product} serverErrors={actionData && !actionData.ok ? actionData.errors : undefined} />
          </>
        )}
      </section>
    </div>
  );
}
