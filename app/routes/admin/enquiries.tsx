import SearchIcon from 'lucide-react/icons/search';
import { Form, useSubmit } from 'react-router';
import type { Route } from './+types/enquiries';
import { AdminRouteError } from '~/components/admin/admin-error';
import { ActionOutcome } from '~/components/admin/action-outcome';
import { AdminPageHeader, EmptyState } from '~/components/admin/admin-ui';
import { EnquiryCard } from '~/components/admin/enquiry-card';
import { AddTestDataButton } from '~/components/admin/add-test-data-button';
import { Button } from '~/components/ui/button';
import { Input, NativeSelect } from '~/components/ui/input';
import { AWAITING_PAYMENT_FILTER, ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS } from '~/lib/enquiry-constants';
import { MESSAGES } from '~/lib/messages';
import { enquiryUpdateSchema } from '~/lib/schemas/admin-content';
import { ENQUIRY_KINDS, ENQUIRY_KIND_LABELS, type EnquiryKind } from '~/lib/enquiry-constants';
import { textOf } from '~/lib/schemas/admin-fields';
import { fail, invalid, ok, readForm } from '~/server/data/admin-actions.server';
import { addTestEnquiries, countInbox, listInbox } from '~/server/data/admin-enquiries.server';
import { awaitingPaymentIds, withQuotes } from '~/server/data/quotes.server';
import { withInvoices } from '~/server/invoices/invoice-records.server';
import { quoteSettings } from '~/server/data/quote-terms.server';
import { QuoteSettingsProvider } from '~/components/admin/quote-settings';
import { isDemoMode } from '~/server/data/settings.server';
import { enquiryUpdateAction } from '~/server/actions/inbox-actions.server';
import { quoteAdminAction } from '~/server/actions/quote-actions.server';
import { dispatchAdminAction, withParcels } from '~/server/actions/dispatch-actions.server';
import { courierChoices } from '~/server/data/couriers.server';
import { byNeedBy } from '~/lib/lead-times';
import { requireAdmin } from '~/server/auth/permissions.server';

export const meta = () => [{ title: 'Enquiries | Admin | Aangan Boutique' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').slice(0, 100);
  const awaiting = params.get('status') === AWAITING_PAYMENT_FILTER.value;
  const status = awaiting ? AWAITING_PAYMENT_FILTER.value : (ENQUIRY_STATUSES.find((s) => s === params.get('status')) ?? 'all');
  const kind: EnquiryKind | 'all' = ENQUIRY_KINDS.find((k) => k === params.get('kind')) ?? 'all';
  const sort = params.get('sort') === 'need-by' ? 'need-by' : 'newest';
  const ids = awaiting ? await awaitingPaymentIds() : undefined;
  const [listed, counts, demoMode, settings] = await Promise.all([
    listInbox({ q, status: awaiting ? 'all' : status, kind, ids }),
    countInbox(),
    isDemoMode(),
    quoteSettings(),
  ]);
  const enquiries = await withInvoices(await withParcels(await withQuotes(sort === 'need-by' ? byNeedBy(listed) : listed)));
  return {
    q,
    status,
    kind,
    sort,
    enquiries,
    inboxEmpty: counts.cart + counts.inquiry + counts.custom === 0,
    demoMode,
    quoteSettings: settings,
    couriers: await courierChoices(),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const form = await readForm(request);
  const m = MESSAGES.admin;
  const intent = form.get('intent');
  if (intent === 'update') {
    const parsed = enquiryUpdateSchema.safeParse({
      kind: textOf(form.get('kind')),
      id: textOf(form.get('id')),
      status: textOf(form.get('status')),
      internalNotes: textOf(form.get('internalNotes')),
      customerMessage: textOf(form.get('customerMessage')),
      notify: form.get('notify') === 'on',
    });
    if (!parsed.success) return invalid(m.updateEnquiry, parsed.error);
    return enquiryUpdateAction(actor, parsed.data);
  }
  if (intent === 'quote' || intent === 'mark-paid') return quoteAdminAction(actor, intent, form);
  if (intent === 'dispatch') return dispatchAdminAction(actor, form);
  if (intent === 'test-data') {
    if (!(await isDemoMode())) return fail(m.updateEnquiry, 403);
    const added = await addTestEnquiries(actor);
    return added > 0 ? ok(m.testDataTitle, { description: m.testDataEnquiries }) : fail(m.updateEnquiry, 409);
  }
  return fail(m.updateEnquiry);
}

export default function EnquiriesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { q, status, kind, sort, enquiries, inboxEmpty, demoMode, quoteSettings: settings } = loaderData;
  const submit = useSubmit();
  const filtered = Boolean(q) || status !== 'all' || kind !== 'all';
  return (
    <>
      <AdminPageHeader
        title="Enquiry Management"
        description="Cart enquiries, Create Your Look requests and custom orders in one inbox, newest first."
      />
      <ActionOutcome result={actionData} />
      <Form
        method="get"
        role="search"
        aria-label="Filter enquiries"
        className="mb-5 grid gap-2 rounded-card border border-linen bg-white p-3 shadow-xs sm:grid-cols-[1fr_auto_auto_auto_auto]"
        onChange={(e) => {
          if ((e.target as HTMLElement).tagName === 'SELECT') void submit(e.currentTarget, { replace: true, preventScrollReset: true });
        }}
      >
        <label htmlFor="enquiry-search" className="sr-only">
          Search enquiries
        </label>
        <Input id="enquiry-search" type="search" name="q" defaultValue={q} placeholder="Search enquiries..." key={q} />
        <label htmlFor="enquiry-status" className="sr-only">
          Status
        </label>
        <NativeSelect id="enquiry-status" name="status" defaultValue={status} key={`s-${status}`}>
          <option value="all">All Status</option>
          {ENQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ENQUIRY_STATUS_LABELS[s]}
            </option>
          ))}
          <option value={AWAITING_PAYMENT_FILTER.value}>{AWAITING_PAYMENT_FILTER.label}</option>
        </NativeSelect>
        <label htmlFor="enquiry-kind" className="sr-only">
          Kind
        </label>
        <NativeSelect id="enquiry-kind" name="kind" defaultValue={kind} key={`k-${kind}`}>
          <option value="all">All kinds</option>
          {ENQUIRY_KINDS.map((k) => (
            <option key={k} value={k}>
              {ENQUIRY_KIND_LABELS[k]}
            </option>
          ))}
        </NativeSelect>
        <label htmlFor="enquiry-sort" className="sr-only">
          Sort
        </label>
        <NativeSelect id="enquiry-sort" name="sort" defaultValue={sort} key={`o-${sort}`}>
          <option value="newest">Newest first</option>
          <option value="need-by">Need-by date</option>
        </NativeSelect>
        <Button type="submit" variant="outline">
          <SearchIcon aria-hidden="true" /> Search
        </Button>
      </Form>
      <p className="mb-3 text-sm text-muted" aria-live="polite">
        {enquiries.length} {enquiries.length === 1 ? 'enquiry' : 'enquiries'}
        {filtered ? ' match' : ''}
      </p>
      {enquiries.length === 0 ? (
        <EmptyState title={MESSAGES.admin.noEnquiriesTitle} action={demoMode && inboxEmpty ? <AddTestDataButton /> : null}>
          {MESSAGES.admin.noEnquiries}
        </EmptyState>
      ) : (
        <QuoteSettingsProvider value={settings}>
          <ul className="grid gap-3">
            {enquiries.map((e) => (
              <EnquiryCard key={`${e.kind}-${e.id}`} enquiry={e} />
            ))}
          </ul>
        </QuoteSettingsProvider>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError noun="enquiries" message={MESSAGES.admin.fetchEnquiries} />;
}
