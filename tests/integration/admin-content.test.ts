import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';

setupTestDatabase();

const actor = { id: 'admin-2', email: 'owner@test.shop' };

async function load() {
  const banners = await import('../../app/server/data/admin-banners.server.ts');
  const testimonials = await import('../../app/server/data/admin-testimonials.server.ts');
  const schemas = await import('../../app/lib/schemas/admin-content.ts');
  const { listRecentAudit } = await import('../../app/server/data/audit.server.ts');
  const { getDashboard } = await import('../../app/server/data/admin-dashboard.server.ts');
  return { ...banners, ...testimonials, ...schemas, listRecentAudit, getDashboard };
}

const banner = {
  sectionName: 'hero_main',
  displayOrder: '',
  title: 'Diwali Edit',
  subtitle: '',
  imageUrl: '/media/banners/x.webp',
  altText: '',
  ctaText: 'Shop Now',
  ctaLink: '/products',
  isActive: 'on',
};

describe('banner rules', () => {
  it('parses display order as an integer falling back to 0, and refuses unsafe links and a blank title', async () => {
    const { bannerSchema } = await load();
    expect(bannerSchema.parse(banner).displayOrder).toBe(0);
    expect(bannerSchema.parse({ ...banner, displayOrder: '3' }).displayOrder).toBe(3);
    expect(bannerSchema.parse({ ...banner, displayOrder: 'abc' }).displayOrder).toBe(0);
    const bad = bannerSchema.safeParse({
      ...banner,
      title: '  ',
      ctaLink: 'javascript:alert(1)',
      imageUrl: 'data:image/png;base64,AAAA',
      sectionName: 'footer',
    });
    expect(bad.success).toBe(false);
    const messages = bad.success ? {} : Object.fromEntries(bad.error.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      title: 'Please enter a banner title',
      ctaLink: 'Links must start with https://, http:// or /',
      imageUrl: 'Links must start with https://, http:// or /',
      sectionName: 'Please choose a section',
    });
    expect(bannerSchema.parse({ ...banner, ctaLink: 'https://aangan.shop/sale', isActive: '' })).toMatchObject({
      ctaLink: 'https://aangan.shop/sale',
      isActive: false,
    });
  });
});

describe('banner data', () => {
  it('creates, orders, moves, activates, edits and deletes banners, with audit rows', async () => {
    const {
      bannerSchema,
      createBanner,
      listBanners,
      listActiveBanners,
      moveBanner,
      setBannerActive,
      updateBanner,
      deleteBanner,
      listRecentAudit,
    } = await load();
    const a = await createBanner(actor, bannerSchema.parse({ ...banner, title: 'A', displayOrder: '0' }));
    const b = await createBanner(actor, bannerSchema.parse({ ...banner, title: 'B', displayOrder: '1' }));
    const c = await createBanner(actor, bannerSchema.parse({ ...banner, title: 'C', displayOrder: '2', sectionName: 'festive' }));
    const titles = async () => (await listBanners('hero_main')).map((x) => `${x.title}:${x.displayOrder}`);
    expect(await titles()).toEqual(['A:0', 'B:1']);
    expect((await listBanners('hero_main'))[0].altText).toBe('A');

    expect(await moveBanner(actor, b, -1)).toBe(true);
    expect(await titles()).toEqual(['B:0', 'A:1']);
    expect(await moveBanner(actor, b, -1)).toBe(true);
    expect(await titles()).toEqual(['B:-1', 'A:1']);
    expect(await moveBanner(actor, b, 1)).toBe(true);
    expect(await titles()).toEqual(['A:-1', 'B:1']);

    expect(await setBannerActive(actor, a, false)).toBe(true);
    expect((await listActiveBanners('hero_main')).map((x) => x.title)).toEqual(['B']);
    expect((await listActiveBanners('festive')).map((x) => x.title)).toEqual(['C']);

    expect(
      await updateBanner(actor, b, { title: 'B2', subtitle: 'New', imageUrl: '', altText: 'Alt', ctaText: 'Go', ctaLink: '/inquiry' }),
    ).toBe(true);
    expect((await listBanners('hero_main')).find((x) => x.id === b)).toMatchObject({
      title: 'B2',
      subtitle: 'New',
      altText: 'Alt',
      ctaLink: '/inquiry',
    });
    expect(await deleteBanner(actor, c)).toBe(true);
    expect(await deleteBanner(actor, c)).toBe(false);
    expect(await setBannerActive(actor, c, true)).toBe(false);
    expect(await moveBanner(actor, c, 1)).toBe(false);

    const audit = await listRecentAudit(3);
    expect(audit.map((x) => x.summary)).toEqual(['Deleted banner C', 'Updated banner B2', 'Deactivated banner A']);
  });

  it('two banners with the same number swap visibly', async () => {
    const { bannerSchema, createBanner, listBanners, moveBanner } = await load();
    await createBanner(actor, bannerSchema.parse({ ...banner, sectionName: 'seasonal', title: 'First' }));
    const second = await createBanner(actor, bannerSchema.parse({ ...banner, sectionName: 'seasonal', title: 'Second' }));
    await moveBanner(actor, second, -1);
    expect((await listBanners('seasonal')).map((x) => x.title)).toEqual(['Second', 'First']);
  });
});

describe('testimonial data', () => {
  it('refuses a blank name or message and an unsafe image link', async () => {
    const { testimonialSchema } = await load();
    const bad = testimonialSchema.safeParse({ name: ' ', message: '', imageUrl: 'javascript:x', isPublished: 'on' });
    expect(bad.success).toBe(false);
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([
      'Please enter the customer name',
      'Please enter the testimonial message',
      'Links must start with https://, http:// or /',
    ]);
  });

  it('adds test data only when empty, then creates, edits, publishes, unpublishes and deletes', async () => {
    const {
      testimonialSchema,
      addTestTestimonials,
      listTestimonials,
      createTestimonial,
      updateTestimonial,
      setTestimonialPublished,
      deleteTestimonial,
    } = await load();
    expect(await addTestTestimonials(actor)).toBe(5);
    const samples = await listTestimonials();
    expect(samples).toHaveLength(5);
    expect(samples.filter((t) => !t.isPublished)).toHaveLength(1);
    expect(await addTestTestimonials(actor)).toBe(0);

    const id = await createTestimonial(
      actor,
      testimonialSchema.parse({ name: 'Isha <b>Rao</b>', message: 'Lovely saree', imageUrl: '', isPublished: '' }),
    );
    const [newest] = await listTestimonials();
    expect(newest).toMatchObject({ id, name: 'Isha <b>Rao</b>', imageUrl: null, isPublished: false });
    expect(await setTestimonialPublished(actor, id, true)).toBe(true);
    expect((await listTestimonials()).find((t) => t.id === id)?.isPublished).toBe(true);
    expect(
      await updateTestimonial(
        actor,
        id,
        testimonialSchema.parse({ name: 'Isha Rao', message: 'Lovely saree!', imageUrl: '/media/site/avatar-1.webp', isPublished: '' }),
      ),
    ).toBe(true);
    expect((await listTestimonials()).find((t) => t.id === id)).toMatchObject({
      name: 'Isha Rao',
      isPublished: false,
      imageUrl: '/media/site/avatar-1.webp',
    });
    expect(await deleteTestimonial(actor, id)).toBe(true);
    expect(await setTestimonialPublished(actor, id, true)).toBe(false);
    expect(await listTestimonials()).toHaveLength(5);
  });
});

describe('dashboard', () => {
  it('counts what is in the database', async () => {
    const { getDashboard, listBanners, listTestimonials } = await load();
    const dashboard = await getDashboard();
    expect(dashboard.counts.banners).toBe((await listBanners()).length);
    expect(dashboard.counts.testimonials).toBe((await listTestimonials()).length);
    expect(dashboard.counts.products).toBe(0);
    expect(dashboard.audit.length).toBeGreaterThan(0);
    expect(dashboard.audit[0].actorEmail).toBe('owner@test.shop');
  });
});
