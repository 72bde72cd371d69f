import { useEffect, useState } from 'react';
import { data, isRouteErrorResponse, useActionData, useLoaderData } from 'react-router';
import { toast } from '~/lib/toast';
import type { Route } from './+types/inquiry';
import { InquiryAside } from '~/components/enquiry/inquiry-aside';
import { InquiryForm } from '~/components/enquiry/inquiry-form';
import { InquirySuccess } from '~/components/enquiry/inquiry-success';
import { INQUIRY_WHATSAPP_DELAY_MS } from '~/lib/enquiry-constants';
import { MESSAGES } from '~/lib/messages';
import type { InquiryResponse } from '~/lib/schemas/inquiry';
import { usePublicConfig } from '~/lib/root-data';
import { inquiryText, whatsappLink } from '~/lib/whatsapp';
import { productSummary } from '~/server/data/enquiries.server';
import { handleInquiry } from '~/server/actions/enquiry-forms.server';
import { getUser } from '~/server/auth/permissions.server';
import { formRateLimit } from '~/server/routing/route-rules.server';

/** Counted with the shop's other public forms (per client address, POSTs only). */
export const middleware: Route.MiddlewareFunction[] = [formRateLimit];

export const meta = () => [
  { title: 'Create Your Custom Look | Aangan Boutique' },
  { name: 'description', content: 'Tell us about your dream outfit — our artisans design and handcraft it for you.' },
];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const source = url.searchParams.get('source') ?? '';
  const productId = url.searchParams.get('product') ?? '';
  return {
    source: /^[a-z0-9-]{1,40}$/.test(source) ? source : 'home',
    product: productId ? await productSummary(productId) : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request);
  const result = await handleInquiry(request, user?.id ?? null);
  if (result.ok) return { ok: true as const, inquiryId: result.inquiryId, name: result.name };
  return data({ ok: false as const, error: result.error, errors: result.errors }, { status: result.status });
}

/** Limits the host answers itself (413, 429) arrive as thrown responses; the form must stay on screen. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<InquiryResponse> {
  try {
    return (await serverAction()) as InquiryResponse;
  } catch (error) {
    const status = isRouteErrorResponse(error) ? error.status : 0;
    if (status === 429) return { ok: false, error: 'Too many requests. Please wait a minute and try again.' };
    if (status === 413) return { ok: false, error: 'Files are too large. Each file may be at most 10 MB.' };
    return { ok: false, error: MESSAGES.inquiry.failed };
  }
}

export default function InquiryPage() {
  const { source, product } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const config = usePublicConfig();
  const [sent, setSent] = useState<{ inquiryId: string; link: string } | null>(null);

  // Without scripts the form posts here and the page renders the result.
  const noScriptSent = !sent && actionData?.ok ? actionData : null;

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => window.open(sent.link, '_blank', 'noopener,noreferrer'), INQUIRY_WHATSAPP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  return (
    <div className="bg-gradient-to-b from-sand/70 via-ivory to-ivory">
      <div className="container-shop py-10 md:py-16">
        <header className="max-w-2xl">
          <p className="text-xs font-medium uppercase tracking-[0.25em] text-gold">Bespoke atelier</p>
          <h1 className="mt-3 font-display text-4xl font-semibold leading-tight text-ink md:text-6xl">Create Your Custom Look</h1>
          <p className="mt-4 text-base text-muted md:text-lg">
            Share your occasion, the styles you love and a few pictures. Our designers sketch it with you on WhatsApp and our artisans
            handcraft it to your measurements.
          </p>
        </header>

        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <section aria-label="Inquiry form" className="rounded-card border border-linen bg-white/90 p-5 shadow-soft sm:p-8">
            {sent ? <InquirySuccess message={MESSAGES.inquiry.successPage} inquiryId={sent.inquiryId} link={sent.link} /> : null}
            {noScriptSent ? (
              <InquirySuccess
                message={MESSAGES.inquiry.success}
                inquiryId={noScriptSent.inquiryId}
                link={whatsappLink(config.whatsappNumber, inquiryText(noScriptSent.inquiryId, noScriptSent.name))}
              />
            ) : null}
            {product ? (
              <p className="mb-6 flex items-center gap-3 rounded-lg bg-sand/70 px-4 py-3 text-sm">
                {product.image ? (
                  <img src={`${product.image}?w=160`} alt="" width={40} height={52} className="h-13 w-10 rounded object-cover" />
                ) : null}
                <span>
                  Inspired by <strong className="font-medium text-maroon">{product.name}</strong>
                </span>
              </p>
            ) : null}
            <InquiryForm
              source={source}
              productSlug={product?.id}
              serverErrors={actionData && !actionData.ok ? actionData.errors : undefined}
              onSuccess={(inquiryId, name) => {
                toast.success(MESSAGES.inquiry.successPage);
                setSent({ inquiryId, link: whatsappLink(config.whatsappNumber, inquiryText(inquiryId, name)) });
                window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
              }}
            />
          </section>
          <InquiryAside />
        </div>
      </div>
    </div>
  );
}
