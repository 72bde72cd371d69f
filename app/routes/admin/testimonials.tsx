import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/testimonials';
import { AdminRouteError } from '~/components/admin/admin-error';
import { AdminCard, AdminPageHeader, EmptyState } from '~/components/admin/admin-ui';
import { TestimonialCard } from '~/components/admin/testimonial-card';
import { TestimonialForm } from '~/components/admin/testimonial-form';
import { AddTestDataButton } from '~/components/admin/add-test-data-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { MESSAGES } from '~/lib/messages';
import { testimonialSchema, testimonialValuesFromForm } from '~/lib/schemas/admin-content';
import { textOf } from '~/lib/schemas/admin-fields';
import { fail, idOf, invalid, ok, readForm, respond } from '~/server/data/admin-actions.server';
import {
  addTestTestimonials,
  createTestimonial,
  deleteTestimonial,
  listTestimonials,
  setTestimonialPublished,
  updateTestimonial,
} from '~/server/data/admin-testimonials.server';
import { isDemoMode } from '~/server/data/settings.server';
import { requireAdmin } from '~/server/auth/permissions.server';
import { ActionOutcome } from '~/components/admin/action-outcome';

export const meta = () => [{ title: 'Testimonials | Admin | Aangan Boutique' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { testimonials: await listTestimonials(), demoMode: await isDemoMode() };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const form = await readForm(request);
  const intent = form.get('intent');
  const m = MESSAGES.admin;
  if (intent === 'create') {
    const parsed = testimonialSchema.safeParse(testimonialValuesFromForm(form));
    if (!parsed.success) return invalid(m.createTestimonial, parsed.error);
    return respond(m.createTestimonial, m.testimonialCreated, () => createTestimonial(actor, parsed.data));
  }
  if (intent === 'test-data') {
    if (!(await isDemoMode())) return fail(m.createTestimonial, 403);
    const added = await addTestTestimonials(actor);
    return added > 0 ? ok(m.testDataTitle, { description: m.testDataTestimonials }) : fail(m.createTestimonial, 409);
  }
  const id = idOf(form);
  if (!id) return fail(m.updateTestimonial);
  if (intent === 'update') {
    const parsed = testimonialSchema.safeParse(testimonialValuesFromForm(form));
    if (!parsed.success) return invalid(m.updateTestimonial, parsed.error);
    return respond(m.updateTestimonial, m.testimonialUpdated, () => updateTestimonial(actor, id, parsed.data));
  }
  if (intent === 'toggle') {
    const on = textOf(form.get('isPublished')) === 'true';
    return respond(m.testimonialStatus, on ? m.testimonialPublished : m.testimonialUnpublished, () =>
      setTestimonialPublished(actor, id, on),
    );
  }
  if (intent === 'delete') return respond(m.deleteTestimonial, m.testimonialDeleted, () => deleteTestimonial(actor, id));
  return fail(m.updateTestimonial);
}

export default function TestimonialsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { testimonials, demoMode } = loaderData;
  // The tabs are links (?tab=add) before the screen's scripts arrive; then a tap chooses in place.
  const [params] = useSearchParams();
  const [tab, setTab] = useState(params.get('tab') === 'add' ? 'add' : 'view');
  return (
    <>
      <AdminPageHeader
        title="Testimonial Management"
        description="Words from your customers. Published ones show on the home page, newest first; hidden ones stay here."
      />
      <ActionOutcome result={actionData} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="mb-5">
          <TabsTrigger value="view" href="?tab=view">
            View Testimonials
          </TabsTrigger>
          <TabsTrigger value="add" href="?tab=add">
            Add New Testimonial
          </TabsTrigger>
        </TabsList>
        <TabsContent value="view">
          {testimonials.length === 0 ? (
            <EmptyState title="No testimonials yet" action={demoMode ? <AddTestDataButton /> : null}>
              Add your first one under “Add New Testimonial”.
            </EmptyState>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
              {testimonials.map((t) => (
                <TestimonialCard key={t.id} testimonial={t} />
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="add">
          <AdminCard title="Add New Testimonial">
            <TestimonialForm onDone={() => setTab('view')} publishLabel="Publish immediately" />
          </AdminCard>
        </TabsContent>
      </Tabs>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError noun="testimonials" message={MESSAGES.admin.fetchTestimonials} />;
}
