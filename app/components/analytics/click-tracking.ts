import { enqueue } from '~/lib/analytics';

const PRODUCT_PATH = /^\/product\/([A-Za-z0-9_-]{1,64})\/?$/;

function hostIs(host: string, domain: string) {
  return host === domain || host.endsWith(`.${domain}`);
}

function productName(link: HTMLAnchorElement) {
  const name = link.dataset.productName || link.getAttribute('aria-label') || link.querySelector('img')?.alt || link.textContent || '';
  return name.replace(/\s+/g, ' ').trim().slice(0, 200) || undefined;
}

/**
 * One delegated listener for the whole page: WhatsApp and Instagram links, links to a product and
 * clicks inside an element marked with data-section. Screens need no analytics code for these.
 */
export function onDocumentClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const section = target.closest<HTMLElement>('[data-section]')?.dataset.section?.slice(0, 80) || undefined;
  const link = target.closest<HTMLAnchorElement>('a[href]');
  if (link) {
    let url: URL | null = null;
    try {
      url = new URL(link.href, window.location.href);
    } catch {
      url = null;
    }
    if (url) {
      if (hostIs(url.hostname, 'wa.me') || hostIs(url.hostname, 'whatsapp.com'))
        enqueue({ type: 'whatsapp_clicked', sectionName: section });
      else if (hostIs(url.hostname, 'instagram.com')) enqueue({ type: 'instagram_clicked', sectionName: section });
      else if (url.origin === window.location.origin) {
        const match = url.pathname.match(PRODUCT_PATH);
        if (match) enqueue({ type: 'product_clicked', productId: match[1], productName: productName(link), sectionName: section });
      }
    }
  }
  if (section) enqueue({ type: 'section_clicked', sectionName: section });
}
