// Sample testimonials and enquiries: the demo seed loads them, and in demo mode the admin's 'Add Test
// Data' buttons add them to an empty list. Fixed ids keep seeding idempotent.

const day = 24 * 60 * 60 * 1000;
const seedNow = Date.UTC(2026, 10, 1, 6, 30);

export const demoTestimonials = [
  {
    id: '1d8e4f2a-6b3c-4a9d-8e7f-2c5b9a1d3e51',
    name: 'Ananya Iyer',
    message: 'My Kanjeevaram for my sister’s wedding was even more beautiful in person. The zari catches the light in every photo, and the team helped me pick the blouse style over WhatsApp.',
    imageUrl: '/media/site/avatar-1.webp',
    isPublished: true,
    createdAt: new Date(seedNow - 2 * day),
  },
  {
    id: '5a3c9e7b-2f1d-4b6e-9c8a-4d7e2b5f1c62',
    name: 'Meher Kaur',
    message: 'I sent three Pinterest pictures and they turned them into a lehenga that felt completely mine. Fittings were patient and the finish is flawless.',
    imageUrl: '/media/site/avatar-2.webp',
    isPublished: true,
    createdAt: new Date(seedNow - 9 * day),
  },
  {
    id: '9e7b2d4c-8a5f-4e1b-a3c9-6f2e8d4a7b73',
    name: 'Ritika Desai',
    message: 'The block-printed kurtas are my office uniform now: soft, breathable and they still look new after many washes.',
    imageUrl: '/media/site/avatar-3.webp',
    isPublished: true,
    createdAt: new Date(seedNow - 15 * day),
  },
  {
    id: 'b2f6a8d1-3e9c-4d7a-b5e2-8a1c4f6d9e84',
    name: 'Fatima Sheikh',
    message: 'Ordered an Eid sharara set on a Tuesday and it reached Lucknow by Friday, packed like a gift.',
    imageUrl: '/media/site/avatar-4.webp',
    isPublished: true,
    createdAt: new Date(seedNow - 21 * day),
  },
  {
    id: 'd7c1e5f9-5b2a-4f8e-9d6c-1e4a7b3c8f95',
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
      id: 'a41f7c3e-2b8d-4e6a-9f5c-3d9b1e7a2c01',
      userId: shopperId,
      customerName: 'Priya Sharma',
      customerEmail: 'priya@demo.shop',
      items: items(['SKU1730000000001', 'Banarasi Silk Lehenga', 38500, 'M']),
      status: 'in_progress',
      internalNotes: 'Blouse alteration requested; fitting booked.',
      submittedAt: new Date(seedNow - 3 * day),
    },
    {
      id: '6e2b9d5a-7c4f-4a1e-8b3d-5f8c2a6e9d02',
      userId: shopperId,
      customerName: 'Priya Sharma',
      customerEmail: 'priya@demo.shop',
      items: items(['SKU1730000000005', 'Chanderi Anarkali Kurta', 3299, 'S'], ['SKU1730000000012', 'Mulmul Block-Print Kurta', 1499, 'S']),
      status: 'shipped',
      internalNotes: 'Dispatched via Blue Dart.',
      submittedAt: new Date(seedNow - 12 * day),
    },
    {
      id: 'f3a8c6e2-9d1b-4c5f-a7e4-2b6d8f1c4a03',
      userId: null,
      customerName: 'Neha Gupta',
      customerEmail: null,
      items: items(['SKU1730000000008', 'Georgette Ruffle Saree', 6499]),
      status: 'pending',
      internalNotes: null,
      submittedAt: new Date(seedNow - 1 * day),
    },
    {
      id: '2c9e4b7f-1a6d-4f3c-b8e5-7a2f9c5d1e04',
      userId: null,
      customerName: 'Sana Qureshi',
      customerEmail: null,
      items: items(['SKU1730000000020', 'Mirror-Work Co-ord Set', 4299, 'L'], ['SKU1730000000021', 'Silk Palazzo Set', 5499, 'L']),
      status: 'confirmed',
      internalNotes: 'Customer wants gift wrapping.',
      submittedAt: new Date(seedNow - 5 * day),
    },
    {
      id: '7b5d3a9c-4e2f-4b8d-9a6c-1f5e7b3d8a05',
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
