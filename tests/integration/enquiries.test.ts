import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';

setupTestDatabase();

const fixture = (name: string) => fs.readFileSync(path.resolve('tests/fixtures/files', name));
const uploadsDir = () => path.join(process.env.DATA_DIR!, 'uploads');
const outbox = () => {
  const dir = path.join(process.env.DATA_DIR!, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
};
const filesIn = (folder: string) => {
  const dir = path.join(uploadsDir(), folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const post = (url: string, body: FormData) => new Request(`http://localhost${url}`, { method: 'POST', body });
const form = (fields: Record<string, string | string[]>, files: Record<string, [Buffer, string, string][]> = {}) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const item of [v].flat()) f.append(k, item);
  for (const [k, list] of Object.entries(files))
    for (const [bytes, name, type] of list) f.append(k, new File([new Uint8Array(bytes)], name, { type }));
  return f;
};
const validInquiry = {
  full_name: 'Ananya Rao',
  phone: '+91 98765 12345',
  preferred_style: ['Lehenga', 'Saree'],
  email: 'ananya@example.in',
  city: 'Pune',
  occasion: 'bridal',
  budget_range: '40k+',
  size: 'M',
  notes: 'Ivory and gold',
  source: 'product',
  product_slug: 'SKU1',
};

let shopper: { id: string; email: string; name: string };

beforeAll(async () => {
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  const { upsertUser } = await import('../../app/server/data/users.server.ts');
  await db()
    .insert(schema.products)
    .values([
      {
        id: 'SKU1',
        name: 'Banarasi Silk Lehenga',
        price: 38500,
        category: 'lehengas',
        sizes: ['S', 'M', 'L'],
        image: '/media/products/sku1-1.webp',
      },
      { id: 'SKU2', name: 'Mulmul Kurta', price: 1499, category: 'kurtas', sizes: [] },
      { id: 'SKU3', name: 'Hidden Draft Saree', price: 9999, category: 'sarees', isPublished: false },
    ]);
  const user = await upsertUser({ email: 'meera@example.in', password: 'meera-password-1', name: 'Meera Iyer', role: 'user' });
  shopper = { id: user.id, email: user.email, name: 'Meera Iyer' };
});

describe('cart enquiry', () => {
  it('stores the catalogue price and name, not the forged ones, and mails shop and shopper', async () => {
    const { handleCartEnquiry } = await import('../../app/server/actions/enquiry-forms.server.ts');
    const { db, schema } = await import('../../app/server/platform/db.server.ts');
    const before = outbox().length;
    const result = await handleCartEnquiry(shopper, {
      items: [
        { sku: 'SKU1', name: 'Cheap Lehenga', price: 1, image: 'https://evil.example/x.png', selectedSize: 'M' },
        { sku: 'SKU2', name: 'Kurta', price: -5 },
      ],
    });
    expect(result.ok).toBe(true);
    const rows = await db().select().from(schema.userEnquiries).where(eq(schema.userEnquiries.userId, shopper.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('pending');
    expect(rows[0].customerName).toBe('Meera Iyer');
    expect(rows[0].customerEmail).toBe('meera@example.in');
    expect(rows[0].items).toEqual([
      { sku: 'SKU1', name: 'Banarasi Silk Lehenga', price: 38500, image: '/media/products/sku1-1.webp', selectedSize: 'M', quantity: 1 },
      { sku: 'SKU2', name: 'Mulmul Kurta', price: 1499, image: '', quantity: 1 },
    ]);
    const mails = outbox().slice(before);
    expect(mails).toHaveLength(2);
    const shopMail = mails.find((m) => /^To: hello@aanganboutique\.in/m.test(m))!;
    expect(shopMail).toContain('Banarasi Silk Lehenga');
    expect(shopMail).toContain('Total at catalogue prices: =E2=82=B939,999');
    expect(mails.some((m) => /^To: meera@example\.in/m.test(m))).toBe(true);
  });

  it('rejects unknown or unpublished products and sizes the product does not come in, storing nothing', async () => {
    const { handleCartEnquiry } = await import('../../app/server/actions/enquiry-forms.server.ts');
    const { db, schema } = await import('../../app/server/platform/db.server.ts');
    const count = async () => (await db().select().from(schema.userEnquiries)).length;
    const before = await count();
    for (const items of [[{ sku: 'NOPE' }], [{ sku: 'SKU3' }], [{ sku: 'SKU1', selectedSize: 'XXL' }], [], [{ sku: '../etc' }]]) {
      const result = await handleCartEnquiry(shopper, { items });
      expect(result.ok, JSON.stringify(items)).toBe(false);
    }
    expect(await count()).toBe(before);
  });
});

describe('uploads', () => {
  it('refuses an 11 MB file with a clear message and stores nothing', async () => {
    const { handleUpload } = await import('../../app/server/actions/enquiry-forms.server.ts');
    const big = Buffer.alloc(11 * 1024 * 1024);
    fixture('reference-look.png').copy(big);
    const result = await handleUpload(
      post('/api/upload', form({ purpose: 'inquiry' }, { file: [[big, 'big.png', 'image/png']] })),
      '203.0.113.9',
    );
    expect(result).toMatchObject({ ok: false, status: 413, error: 'Files must be 10 MB or smaller.' });
    expect(filesIn('inquiries')).toEqual([]);
  });

  it('refuses HTML or SVG renamed .jpg, whatever type the browser claims', async () => {
    const { handleUpload } = await import('../../app/server/actions/enquiry-forms.server.ts');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bytes of [fixture('not-an-image.jpg'), svg]) {
      const result = await handleUpload(
        post('/api/upload', form({ purpose: 'inquiry' }, { file: [[bytes, 'photo.jpg', 'image/jpeg']] })),
        '203.0.113.9',
      );
      expect(result).toMatchObject({ ok: false, status: 415, error: 'Only JPG, PNG and PDF files are allowed.' });
    }
    expect(filesIn('inquiries')).toEqual([]);
  });

  it('stores a real PNG under a server-made name, never the browser name', async () => {
    const { handleUpload } = await import('../../app/server/actions/enquiry-forms.server.ts');
    const result = await handleUpload(
      post('/api/upload', form({ purpose: 'inquiry' }, { file: [[fixture('reference-look.png'), '../../evil name.png', 'image/png']] })),
      '203.0.113.9',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.url).toMatch(/^\/media\/inquiries\/[0-9a-f-]{36}\.webp$/);
    expect(fs.existsSync(path.join(uploadsDir(), result.url.replace('/media/', '')))).toBe(true);
  });
});

describe('Create Your Look inquiry', () => {
  const inquiries = async () => {
    const { db, schema } = await import('../../app/server/platform/db.server.ts');
    return db().select().from(schema.inquiries);
  };

  it('stores nothing (no row, no file) when validation fails, answering the first message in order', async () => {
    const { handleInquiry } = await import('../../app/server/actions/enquiry-forms.server.ts');
    const filesBefore = filesIn('inquiries').length;
    const cases: [Record<string, string | string[]>, string][] = [
      [{ ...validInquiry, full_name: '   ' }, 'Please enter your full name'],
      [{ ...validInquiry, phone: '' }, 'Please enter your phone number'],
      [{ ...validInquiry, phone: '12345' }, 'Please enter a valid Indian phone number'],
      [{ ...validInquiry, phone_country: 'US', phone: '201 555 014' }, 'Please enter a valid phone number for United States'],
      [
        { ...validInquiry, phone_country: 'US', phone: '+44 20 7946 0958' },
        'This number is from United Kingdom, not United States: choose its country or check the number',
      ],
      [{ ...validInquiry, preferred_style: [] }, 'Please select at least one preferred style'],
    ];
    for (const [fields, message] of cases) {
      const result = await handleInquiry(
        post('/inquiry', form(fields, { reference_images: [[fixture('reference-look.png'), 'look.png', 'image/png']] })),
        null,
      );
      expect(result).toMatchObject({ ok: false, status: 400, error: message });
    }
    expect(await inquiries()).toHaveLength(0);
    expect(filesIn('inquiries')).toHaveLength(filesBefore);
  });

  it('stores a number from abroad in E.164 with the country beside the city', async () => {
    const { handleInquiry } = await import('../../app/server/actions/enquiry-forms.server.ts');
    const fields = {
      ...validInquiry,
      full_name: 'Priya Shah',
      phone_country: 'US',
      phone: '+1 201 555 0147',
      city: 'New Jersey',
      country: 'US',
    };
    const result = await handleInquiry(post('/inquiry', form(fields)), null);
    expect(result.ok).toBe(true);
    const [row] = (await inquiries()).filter((r) => r.customerName === 'Priya Shah');
    expect(row).toMatchObject({ phone: '+12015550147', shippingAddress: 'New Jersey', country: 'US' });
  });

  it('stores the inquiry with INQ id, status received, notes JSON and the reference files; mails the shop', async () => {
    const { handleInquiry } = await import('../../app/server/actions/enquiry-forms.server.ts');
    const before = outbox().length;
    const result = await handleInquiry(
      post(
        '/inquiry',
        form(validInquiry, {
          reference_images: [
            [fixture('reference-look.png'), 'look.png', 'image/png'],
            [fixture('measurements.pdf'), 'size.pdf', 'application/pdf'],
          ],
        }),
      ),
      null,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.inquiryId).toMatch(/^INQ\d{13}$/);
    const [row] = (await inquiries()).filter((r) => r.inquiryId === result.inquiryId);
    expect(row).toMatchObject({
      customerName: 'Ananya Rao',
      customerEmail: 'ananya@example.in',
      phone: '+919876512345',
      shippingAddress: 'Pune',
      country: 'IN',
      status: 'received',
    });
    const notes = JSON.parse(row.notes);
    expect(notes).toMatchObject({
      occasion: 'bridal',
      preferred_style: ['Lehenga', 'Saree'],
      budget_range: '40k+',
      size: 'M',
      notes: 'Ivory and gold',
      source: 'product',
      product_slug: 'SKU1',
    });
    expect(notes.reference_image_urls).toHaveLength(2);
    expect(notes.reference_image_urls[0]).toMatch(/^\/media\/inquiries\/.+\.webp$/);
    expect(notes.reference_image_urls[1]).toMatch(/^\/media\/inquiries\/.+\.pdf$/);
    const pdf = fs.readFileSync(path.join(uploadsDir(), notes.reference_image_urls[1].replace('/media/', '')));
    expect(pdf.equals(fixture('measurements.pdf'))).toBe(true);
    const shopMail = outbox()
      .slice(before)
      .find((m) => /^To: hello@aanganboutique\.in/m.test(m));
    expect(shopMail).toContain(result.inquiryId);
  });

  it('refuses reference links that the shop did not store, and treats a filled honeypot as done without storing', async () => {
    const { handleInquiry } = await import('../../app/server/actions/enquiry-forms.server.ts');
    const count = (await inquiries()).length;
    const forged = await handleInquiry(
      post('/inquiry', form({ ...validInquiry, reference_image_urls: '/media/inquiries/00000000-0000-4000-8000-000000000000.webp' })),
      null,
    );
    expect(forged).toMatchObject({ ok: false, status: 400 });
    const outside = await handleInquiry(
      post('/inquiry', form({ ...validInquiry, reference_image_urls: '/media/products/sku1-1.webp' })),
      null,
    );
    expect(outside).toMatchObject({ ok: false, status: 400 });
    const robot = await handleInquiry(post('/inquiry', form({ ...validInquiry, company: 'Spam Ltd' })), null);
    expect(robot.ok).toBe(true);
    expect(await inquiries()).toHaveLength(count);
  });
});

describe('custom order', () => {
  const orders = async () => {
    const { db } = await import('../../app/server/platform/db.server.ts');
    return ((await db().execute(sql`select * from custom_orders`)) as unknown as { rows: Record<string, unknown>[] }).rows;
  };
  const fields = { name: 'Kavya Menon', phone: '9123456780', email: '', design_interest: 'bridal', customization_notes: '' };

  it('stores the order with the first image and nulls for blank e-mail and notes', async () => {
    const { handleCustomOrder } = await import('../../app/server/actions/enquiry-forms.server.ts');
    const result = await handleCustomOrder(
      post('/api/custom-order', form(fields, { image: [[fixture('reference-look.png'), 'me.png', 'image/png']] })),
      null,
    );
    expect(result).toEqual({ ok: true, mailFailed: false });
    const [row] = await orders();
    expect(row).toMatchObject({
      name: 'Kavya Menon',
      phone: '+919123456780',
      email: null,
      customization_notes: null,
      design_interest: 'bridal',
      images_count: 1,
      status: 'pending',
    });
    expect(row.image_link).toMatch(/^\/media\/custom-orders\/.+\.webp$/);
  });

  it('stops with the upload message when the image is not an image, storing nothing', async () => {
    const { handleCustomOrder } = await import('../../app/server/actions/enquiry-forms.server.ts');
    const before = (await orders()).length;
    const result = await handleCustomOrder(
      post('/api/custom-order', form(fields, { image: [[fixture('not-an-image.jpg'), 'x.jpg', 'image/jpeg']] })),
      null,
    );
    expect(result).toMatchObject({ ok: false, error: 'Failed to upload image. Please try again.' });
    expect(await orders()).toHaveLength(before);
  });
});
