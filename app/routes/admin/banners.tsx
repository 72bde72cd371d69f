import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/banners';
import { AdminRouteError } from '~/components/admin/admin-error';
import { AdminCard, AdminPageHeader, EmptyState } from '~/components/admin/admin-ui';
import { BannerCard } from '~/components/admin/banner-card';
import { BannerAddForm } from '~/components/admin/banner-form';
import { Label, NativeSelect } from '~/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { BANNER_SIZES } from '~/lib/admin-constants';
import { BANNER_SECTIONS } from '~/lib/constants';
import { MESSAGES } from '~/lib/messages';
import { bannerEditSchema, bannerSchema, bannerValuesFromForm } from '~/lib/schemas/admin-content';
import { textOf } from '~/lib/schemas/admin-fields';
import { fail, idOf, invalid, readForm, respond } from '~/server/data/admin-actions.server';
import { createBanner, deleteBanner, listBanners, moveBanner, setBannerActive, updateBanner } from '~/server/data/admin-banners.server';
import { requireAdmin } from '~/server/auth/permissions.server';
import { ActionOutcome } from '~/components/admin/action-outcome';

export const meta = () => [{ title: 'Banner Images | Admin | Aangan Boutique' }];

const sectionOf = (value: string | null) => BANNER_SECTIONS.find((s) => s === value) ?? 'hero_top';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const section = sectionOf(new URL(request.url).searchParams.get('section'));
  return { section, banners: await listBanners(section) };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const form = await readForm(request);
  const intent = form.get('intent');
  const id = idOf(form);
  const m = MESSAGES.admin;
  if (intent === 'create') {
    const parsed = bannerSchema.safeParse(bannerValuesFromForm(form));
    if (!parsed.success) return invalid(m.createBanner, parsed.error);
    return respond(m.createBanner, m.bannerCreated, () => createBanner(actor, parsed.data));
  }
  if (!id) return fail(m.updateBanner);
  if (intent === 'update') {
    const parsed = bannerEditSchema.safeParse(bannerValuesFromForm(form));
    if (!parsed.success) return invalid(m.updateBanner, parsed.error);
    return respond(m.updateBanner, m.bannerUpdated, () => updateBanner(actor, id, parsed.data));
  }
  if (intent === 'toggle') {
    const on = textOf(form.get('isActive')) === 'true';
    return respond(m.bannerStatus, on ? m.bannerActivated : m.bannerDeactivated, () => setBannerActive(actor, id, on));
  }
  if (intent === 'move') {
    const direction = textOf(form.get('direction')) === 'up' ? -1 : 1;
    return respond(m.bannerOrder, '', () => moveBanner(actor, id, direction));
  }
  if (intent === 'delete') return respond(m.deleteBanner, m.bannerDeleted, () => deleteBanner(actor, id));
  return fail(m.updateBanner);
}

export default function BannersScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { section, banners } = loaderData;
  const [params, setParams] = useSearchParams();
  // The tabs are links (?tab=add) before the screen's scripts arrive; then a tap chooses in place.
  const [tab, setTab] = useState(params.get('tab') === 'add' ? 'add' : 'manage');
  const tabHref = (value: string) => `?${new URLSearchParams({ section, tab: value })}`;
  const showSection = (s: string) => setParams({ section: s }, { preventScrollReset: true });
  return (
    <>
      <AdminPageHeader
        title="Banner Image Management"
        description="The pictures and messages at the top of the home page. Active banners show in their order; changes appear on the site at once."
      />
      <ActionOutcome result={actionData} />
      <AdminCard title="Size guidelines" className="mb-6">
        <ul className="grid gap-2 text-sm sm:grid-cols-3">
          {Object.entries(BANNER_SIZES).map(([name, size]) => (
            <li key={name} className="rounded-lg bg-ivory px-3 py-2">
              <span className="font-medium text-ink">{name === 'other' ? 'Other sections' : name}</span>
              <span className="block text-muted">
                Desktop {size.desktop} · Mobile {size.mobile}
              </span>
            </li>
          ))}
        </ul>
      </AdminCard>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="mb-5">
          <TabsTrigger value="manage" href={tabHref('manage')}>
            Manage Banners
          </TabsTrigger>
          <TabsTrigger value="add" href={tabHref('add')}>
            Add New Banner
          </TabsTrigger>
        </TabsList>
        <TabsContent value="manage">
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <Label htmlFor="banner-section">Filter by Section</Label>
            <NativeSelect
              id="banner-section"
              value={section}
              onChange={(e) => showSection(e.target.value)}
              fullWidth={false}
              className="min-w-48"
            >
              {BANNER_SECTIONS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
            <span className="text-sm text-muted" aria-live="polite">
              {banners.length} {banners.length === 1 ? 'banner' : 'banners'}
            </span>
          </div>
          {banners.length === 0 ? (
            <EmptyState title="No banners in this section">
              Add one under “Add New Banner”; until then the home page shows its built-in content here.
            </EmptyState>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
              {banners.map((b, i) => (
                <BannerCard key={b.id} banner={b} isFirst={i === 0} isLast={i === banners.length - 1} />
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="add">
          <AdminCard title="Add New Banner">
            <BannerAddForm
              defaultSection={section}
              onCreated={(s) => {
                showSection(s);
                setTab('manage');
              }}
            />
          </AdminCard>
        </TabsContent>
      </Tabs>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError noun="banners" message={MESSAGES.admin.fetchBanners} />;
}
