// Demo banners, testimonials and enquiries. Fixed ids keep seeding idempotent.

export const demoBanners = [
  {
    id: '00000000-0000-4000-8000-000000000101',
    sectionName: 'hero_main',
    title: 'The Festive Edit',
    subtitle: 'Handwoven Banarasi, Chanderi and Kanjeevaram silks, finished by our artisans for the season of lights.',
    imageUrl: '/media/site/hero-1.webp',
    altText: 'Deep maroon and gold silk drapes with zari motifs',
    ctaText: 'Shop Trending',
    ctaLink: '#trending-now',
    displayOrder: 0,
    isActive: true,
  },
  {
    id: '00000000-0000-4000-8000-000000000102',
    sectionName: 'hero_main',
    title: 'Bridal, Made for You',
    subtitle: 'Lehengas and sarees designed around you, from the first sketch to the final fitting.',
    imageUrl: '/media/site/hero-2.webp',
    altText: 'Rose and ivory bridal lehenga fabric with gold embroidery',
    ctaText: 'Shop Bridal',
    ctaLink: '/products?occasion=bridal',
    displayOrder: 1,
    isActive: true,
  },
  {
    id: '00000000-0000-4000-8000-000000000103',
    sectionName: 'hero_main',
    title: 'Everyday Handcrafted',
    subtitle: 'Breathable block-printed cottons and easy co-ords for long days and warm evenings.',
    imageUrl: '/media/site/hero-3.webp',
    altText: 'Indigo and ivory hand-block printed cotton textiles',
    ctaText: 'Shop Kurtas',
    ctaLink: '/products?category=kurtas',
    displayOrder: 2,
    isActive: true,
  },
  {
    id: '00000000-0000-4000-8000-000000000104',
    sectionName: 'hero_top',
    title: 'Festival Dispatch in 48 hrs on select styles',
    subtitle: '',
    imageUrl: '',
    altText: '',
    ctaText: 'Shop Festive',
    ctaLink: '/products?occasion=festive',
    displayOrder: 0,
    isActive: true,
  },
];

const day = 24 * 60 * 60 * 1000;
const seedNow = Date.UTC(2026, 10, 1, 6, 30);

export const demoTestimonials = [
  {
    id: '00000000-0000-4000-8000-000000000201',
    name: 'Ananya Iyer',
    message: 'My Kanjeevaram for my sister’s wedding was even more beautiful in person. The zari catches the light in every photo, and the team helped me pick the blouse style over WhatsApp.',
    imageUrl: '/media/site/avatar-1.webp',
    isPublished: true,
    createdAt: new Date(seedNow - 2 * day),
  },
  {
    id: '00000000-0000-4000-8000-000000000202',
    name: 'Meher Kaur',
    message: 'I sent three Pinterest pictures and they turned them into a lehenga that felt completely mine. Fittings were patient and the finish is flawless.',
    imageUrl: '/media/site/avatar-2.webp',
    isPublished: true,
    createdAt: new Date(seedNow - 9 * day),
  },
  {
    id: '00000000-0000-4000-8000-000000000203',
    name: 'Ritika Desai',
    message: 'The block-printed kurtas are my office uniform now: soft, breathable and they still look new after many washes.',
    imageUrl: '/media/site/avatar-3.webp',
    isPublished: true,
    createdAt: new Date(seedNow - 15 * day),
  },
  {
    id: '00000000-0000-4000-8000-000000000204',
    name: 'Fatima Sheikh',
    message: 'Ordered an Eid sharara set on a Tuesday and it reached Lucknow by Friday, packed like a gift.',
    imageUrl: '/media/site/avatar-4.webp',
    isPublished: true,
    createdAt: new Date(seedNow - 21 * day),
  },
  {
    id: '00000000-0000-4000-8000-000000000205',
    name: 'Kavya Reddy',
    message: 'Lovely fabric, though I would like more petite sizes in the fusion range.',
    imageUrl: '/media/site/avatar-5.webp',
    isPublished: false,
    createdAt: new Date(seedNow - 30 * day),
  },
];

export function demoEnquiries(shopperId: string) {
  const items = (...list: [string, string, number, string?][]) =>
    list.map(([sku, name, price, selectedSize]) => ({ sku, name, price, quantity: 1, ...(selectedSize ? { selectedSize } : {}) }));
  return [
    {
      id: '00000000-0000-4000-8000-000000000301',
      userId: shopperId,
      customerName: 'Priya Sharma',
      customerEmail: 'priya@demo.shop',
      items: items(['SKU1730000000001', 'Banarasi Silk Lehenga', 38500, 'M']),
      status: 'in_progress',
      internalNotes: 'Blouse alteration requested; fitting booked.',
      submittedAt: new Date(seedNow - 3 * day),
    },
    {
      id: '00000000-0000-4000-8000-000000000302',
      userId: shopperId,
      customerName: 'Priya Sharma',
      customerEmail: 'priya@demo.shop',
      items: items(['SKU1730000000005', 'Chanderi Anarkali Kurta', 3299, 'S'], ['SKU1730000000012', 'Mulmul Block-Print Kurta', 1499, 'S']),
      status: 'shipped',
      internalNotes: 'Dispatched via Blue Dart.',
      submittedAt: new Date(seedNow - 12 * day),
    },
    {
      id: '00000000-0000-4000-8000-000000000303',
      userId: null,
      customerName: 'Neha Gupta',
      customerEmail: null,
      items: items(['SKU1730000000008', 'Georgette Ruffle Saree', 6499]),
      status: 'pending',
      internalNotes: null,
      submittedAt: new Date(seedNow - 1 * day),
    },
    {
      id: '00000000-0000-4000-8000-000000000304',
      userId: null,
      customerName: 'Sana Qureshi',
      customerEmail: null,
      items: items(['SKU1730000000020', 'Mirror-Work Co-ord Set', 4299, 'L'], ['SKU1730000000021', 'Silk Palazzo Set', 5499, 'L']),
      status: 'confirmed',
      internalNotes: 'Customer wants gift wrapping.',
      submittedAt: new Date(seedNow - 5 * day),
    },
    {
      id: '00000000-0000-4000-8000-000000000305',
      userId: null,
      customerName: null,
      customerEmail: null,
      items: { request: 'Matching mother-daughter outfits for a sangeet' },
      status: 'received',
      internalNotes: null,
      submittedAt: new Date(seedNow - 8 * day),
    },
  ];
}
