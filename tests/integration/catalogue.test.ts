import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';
import { FABRICS, FESTIVALS, PRODUCT_CATEGORIES, SEASONS } from '../../app/lib/listing-constants.ts';
import type { ListingFilters } from '../../app/server/data/catalogue-listing.server.ts';

setupTestDatabase();

const TABS = { type: PRODUCT_CATEGORIES, season: SEASONS, festival: FESTIVALS, material: FABRICS };
const DAY = 86_400_000;
const now = Date.UTC(2026, 0, 15);

type Fixture = {
  id: string;
  name: string;
  price: number;
  category: string;
  fabric: string;
  colors: string[];
  tags: string[];
  popularity: number;
  daysAgo: number;
  published?: boolean;
  description?: string;
  style?: string;
  features?: string[];
};

const fixtures: Fixture[] = [
  {
    id: 'T1',
    name: 'Banarasi Silk Lehenga',
    price: 38500,
    category: 'lehengas',
    fabric: 'silk',
    colors: ['red', 'gold'],
    tags: ['bridal', 'wedding', 'winter'],
    popularity: 900,
    daysAgo: 3,
  },
  {
    id: 'T2',
    name: 'Chanderi Anarkali Kurta',
    price: 4299,
    category: 'kurtas',
    fabric: 'silk',
    colors: ['rose', 'gold'],
    tags: ['festive', 'eid', 'diwali', 'winter'],
    popularity: 610,
    daysAgo: 6,
  },
  {
    id: 'T3',
    name: 'Indigo Dabu Kurta',
    price: 1299,
    category: 'kurtas',
    fabric: 'cotton',
    colors: ['blue', 'white'],
    tags: ['everyday', 'office', 'monsoon'],
    popularity: 520,
    daysAgo: 74,
  },
  {
    id: 'T4',
    name: 'Mint Leheriya Kurta',
    price: 2499,
    category: 'kurtas',
    fabric: 'georgette',
    colors: ['green', 'white'],
    tags: ['festive', 'holi', 'summer'],
    popularity: 430,
    daysAgo: 12,
  },
  {
    id: 'T5',
    name: 'Rose Chiffon Saree',
    price: 3999,
    category: 'sarees',
    fabric: 'chiffon',
    colors: ['rose', 'pink'],
    tags: ['festive', 'wedding', 'spring'],
    popularity: 700,
    daysAgo: 20,
  },
  {
    id: 'T6',
    name: 'Ivory Cotton Co-ord Set',
    price: 1999,
    category: 'co-ords',
    fabric: 'cotton',
    colors: ['white'],
    tags: ['everyday', 'summer'],
    popularity: 300,
    daysAgo: 1,
  },
  {
    id: 'T7',
    name: 'Crepe Fusion Jumpsuit',
    price: 4001,
    category: 'fusion',
    fabric: 'crepe',
    colors: ['blue'],
    tags: ['office'],
    popularity: 100,
    daysAgo: 40,
  },
  {
    id: 'T8',
    name: 'Hidden Draft Lehenga',
    price: 500,
    category: 'lehengas',
    fabric: 'silk',
    colors: ['rose'],
    tags: ['bridal'],
    popularity: 9999,
    daysAgo: 0,
    published: false,
  },
  {
    id: 'T9',
    name: 'Bandhani Maxi Dress',
    price: 2000,
    category: 'dresses',
    fabric: 'georgette',
    colors: ['pink'],
    tags: ['everyday', 'summer'],
    popularity: 650,
    daysAgo: 9,
    description: 'Tie-dyed 100% bandhani_print',
    features: ['Pockets'],
  },
];

beforeAll(async () => {
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  const { searchTextOf } = await import('../../app/server/data/search-text.server.ts');
  for (const f of fixtures) {
    const row = {
      description: f.description ?? `${f.name}, handcrafted.`,
      style: f.style ?? 'ethnic',
      features: f.features ?? ['Handcrafted'],
      ...f,
    };
    await db()
      .insert(schema.products)
      .values({
        id: f.id,
        name: f.name,
        price: f.price,
        category: f.category,
        fabric: f.fabric,
        colors: f.colors,
        tags: f.tags,
        popularity: f.popularity,
        description: row.description,
        style: row.style,
        features: row.features,
        isPublished: f.published ?? true,
        image: `/media/products/${f.id}.webp`,
        images: [`/media/products/${f.id}.webp`],
        searchText: searchTextOf(row),
        createdAt: new Date(now - f.daysAgo * DAY),
      });
  }
});

const published = fixtures.filter((f) => f.published !== false);
const none: ListingFilters = { category: null, occasion: null, price: null, fabrics: [], colors: [], season: null, festival: null };

async function list(
  filters: Partial<ListingFilters>,
  sort: 'newest' | 'price-asc' | 'price-desc' | 'popular' = 'newest',
  page = 1,
  size = 24,
) {
  const { listProducts } = await import('../../app/server/data/catalogue-listing.server.ts');
  return listProducts({ ...none, ...filters }, sort, page, size, TABS);
}

describe('product listing query', () => {
  it('lists published products only, newest first, with the real total', async () => {
    const result = await list({});
    expect(result.items.map((i) => i.id)).toEqual([...published].sort((a, b) => a.daysAgo - b.daysAgo).map((f) => f.id));
    expect(result.total).toBe(published.length);
  });

  it('sorts by price both ways and by popularity', async () => {
    const asc = await list({}, 'price-asc');
    expect(asc.items.map((i) => i.price)).toEqual(published.map((f) => f.price).sort((a, b) => a - b));
    const descending = await list({}, 'price-desc');
    expect(descending.items.map((i) => i.price)).toEqual(published.map((f) => f.price).sort((a, b) => b - a));
    const popular = await list({}, 'popular');
    expect(popular.items[0].id).toBe('T1');
    expect(popular.items.map((i) => i.id)).not.toContain('T8');
  });

  it('filters by category, occasion tag, price band, fabrics and colours together', async () => {
    expect((await list({ category: 'kurtas' })).items.map((i) => i.id).sort()).toEqual(['T2', 'T3', 'T4']);
    expect((await list({ occasion: 'festive' })).items.map((i) => i.id).sort()).toEqual(['T2', 'T4', 'T5']);
    expect((await list({ price: { min: null, max: 1999 } })).items.map((i) => i.id).sort()).toEqual(['T3', 'T6']);
    expect((await list({ price: { min: 2000, max: 4000 } })).items.map((i) => i.id).sort()).toEqual(['T4', 'T5', 'T9']);
    expect((await list({ price: { min: 4001, max: null } })).items.map((i) => i.id).sort()).toEqual(['T1', 'T2', 'T7']);
    expect((await list({ fabrics: ['cotton', 'chiffon'] })).items.map((i) => i.id).sort()).toEqual(['T3', 'T5', 'T6']);
    expect((await list({ colors: ['pink', 'green'] })).items.map((i) => i.id).sort()).toEqual(['T4', 'T5', 'T9']);
    const combined = await list({ occasion: 'festive', colors: ['rose'], fabrics: ['silk'] });
    expect(combined.items.map((i) => i.id)).toEqual(['T2']);
    expect(combined.total).toBe(1);
    expect((await list({ category: 'accessories' })).total).toBe(0);
  });

  it('counts every tab from the data, leaving out the tab group’s own selection', async () => {
    const all = await list({});
    expect(all.counts.type).toEqual({ all: 8, kurtas: 3, dresses: 1, sarees: 1, 'co-ords': 1, lehengas: 1, fusion: 1 });
    expect(all.counts.season).toMatchObject({ all: 8, summer: 3, winter: 2, monsoon: 1, spring: 1 });
    expect(all.counts.festival).toMatchObject({ diwali: 1, wedding: 2, holi: 1, eid: 1 });
    expect(all.counts.material).toMatchObject({ silk: 2, cotton: 2, georgette: 2, chiffon: 1, crepe: 1 });

    const kurtas = await list({ category: 'kurtas', season: 'summer' });
    expect(kurtas.items.map((i) => i.id)).toEqual(['T4']);
    // Type counts keep the season, ignore the chosen type; season counts keep the type.
    expect(kurtas.counts.type).toMatchObject({ all: 3, kurtas: 1, 'co-ords': 1, dresses: 1, sarees: 0 });
    expect(kurtas.counts.season).toMatchObject({ all: 3, summer: 1, winter: 1, monsoon: 1 });
  });

  it('pages beyond the page size without overlap', async () => {
    const first = await list({}, 'price-asc', 1, 3);
    const second = await list({}, 'price-asc', 2, 3);
    const third = await list({}, 'price-asc', 3, 3);
    const ids = [...first.items, ...second.items, ...third.items].map((i) => i.id);
    expect(new Set(ids).size).toBe(8);
    expect(first.total).toBe(8);
    expect((await list({}, 'price-asc', 4, 3)).items).toEqual([]);
  });
});

describe('search query', () => {
  async function search(q: string, limit = 8, offset = 0) {
    const { searchProducts } = await import('../../app/server/data/catalogue-search.server.ts');
    return searchProducts(q, { limit, offset });
  }

  it('matches name, category, fabric, colour, description and features, case-insensitively', async () => {
    expect((await search('LEHENGA')).items.map((i) => i.id)).toEqual(['T1']);
    expect((await search('kurtas')).items.map((i) => i.id).sort()).toEqual(['T2', 'T3', 'T4']);
    expect((await search('Chiffon')).items.map((i) => i.id)).toEqual(['T5']);
    expect((await search('pink')).items.map((i) => i.id).sort()).toEqual(['T5', 'T9']);
    expect((await search('tie-dyed')).items.map((i) => i.id)).toEqual(['T9']);
    expect((await search('pockets')).items.map((i) => i.id)).toEqual(['T9']);
    expect((await search('silk kurta')).items.map((i) => i.id)).toEqual(['T2']);
  });

  it('forgives small typos: lehnga finds a Lehenga, anarkli an Anarkali', async () => {
    expect((await search('lehnga')).items.map((i) => i.name)).toEqual(['Banarasi Silk Lehenga']);
    expect((await search('anarkli')).items.map((i) => i.name)).toEqual(['Chanderi Anarkali Kurta']);
    expect((await search('bandhni dress')).items.map((i) => i.id)).toEqual(['T9']);
  });

  it('finds nothing for a blank query or an unknown word, never unpublished products', async () => {
    expect(await search('   ')).toEqual({ items: [], total: 0 });
    expect((await search('zzqxv')).total).toBe(0);
    expect((await search('hidden draft')).total).toBe(0);
  });

  it('treats % and _ literally and reports the total beyond the limit', async () => {
    expect((await search('100%')).items.map((i) => i.id)).toEqual(['T9']);
    expect((await search('%')).total).toBe(1);
    expect((await search('_print')).items.map((i) => i.id)).toEqual(['T9']);
    const limited = await search('kurta', 2);
    expect(limited.items).toHaveLength(2);
    expect(limited.total).toBe(3);
    expect((await search('kurta', 2, 4)).total).toBe(3);
  });
});

describe('home page reads', () => {
  it('gives the lowest published price per collection', async () => {
    const { lowestPrices } = await import('../../app/server/data/catalogue.server.ts');
    expect(await lowestPrices(['lehengas', 'kurtas', 'accessories'])).toEqual({ lehengas: 38500, kurtas: 1299 });
  });

  it('returns a published product with its images and 404s a hidden one', async () => {
    const { getProduct } = await import('../../app/server/data/catalogue.server.ts');
    expect((await getProduct('T2'))?.name).toBe('Chanderi Anarkali Kurta');
    expect(await getProduct('T8')).toBeNull();
    expect(await getProduct('nope')).toBeNull();
    expect(await getProduct("x' or 1=1")).toBeNull();
  });
});
