import ClockIcon from 'lucide-react/icons/clock';
import MailIcon from 'lucide-react/icons/mail';
import MapPinIcon from 'lucide-react/icons/map-pin';
import MessageCircleIcon from 'lucide-react/icons/message-circle';
import PhoneIcon from 'lucide-react/icons/phone';
import { BUSINESS_HOURS } from '~/lib/constants';
import type { PublicConfig } from '~/lib/root-data';
import { GENERAL_HELP_TEXT, whatsappLink } from '~/lib/whatsapp';

const INFO_LINKS = [
  { label: 'Size Guide', to: '/size-guide' },
  { label: 'Care & Craft', to: '/care-craft' },
  { label: 'Shipping & Returns', to: '/shipping-returns' },
];
const POLICY_LINKS = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Use', to: '/terms' },
  { label: 'Returns Policy', to: '/shipping-returns#returns' },
];

/**
 * The footer's text and links: written by the server only (see ServerMarkup), so none of this is
 * in the page's scripts.
 */
export function FooterColumns({ config }: { config: PublicConfig }) {
  return (
    <>
      <section aria-labelledby="footer-brand">
        <h2 id="footer-brand" className="font-display text-3xl text-gold-light">
          Aangan
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-sand/80">
          Handcrafted sarees, lehengas, kurtas and fusion wear, made with artisan families across India. Every piece is finished by hand in
          our studio, and every bespoke look begins with a conversation.
        </p>
        <div className="mt-5 flex gap-3">
          <a
            href={whatsappLink(config.whatsappNumber, GENERAL_HELP_TEXT)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-10 items-center gap-2 rounded-full bg-[#1f7a4d] px-4 text-sm font-medium text-white hover:bg-[#186640]"
          >
            <MessageCircleIcon className="size-4" aria-hidden="true" /> Chat on WhatsApp
          </a>
          <a
            href={config.instagramUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="grid size-10 place-items-center rounded-full border border-sand/30 hover:border-gold-light hover:text-gold-light"
            aria-label="Aangan on Instagram"
          >
            <InstagramGlyph />
          </a>
        </div>
      </section>
      <section aria-labelledby="footer-contact">
        <h2 id="footer-contact" className="text-xs uppercase tracking-[0.2em] text-gold-light">
          Visit &amp; Contact
        </h2>
        <ul className="mt-4 space-y-3 text-sm text-sand/85">
          <li className="flex gap-2">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {config.shopAddress}
          </li>
          <li className="flex gap-2">
            <PhoneIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <a href={`tel:${config.shopPhone.replace(/\s/g, '')}`} className="hover:text-gold-light">
              {config.shopPhone}
            </a>
          </li>
          <li className="flex gap-2">
            <MailIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <a href={`mailto:${config.shopEmail}`} className="hover:text-gold-light">
              {config.shopEmail}
            </a>
          </li>
        </ul>
        <h3 className="mt-6 flex items-center gap-2 text-xs uppercase tracking-[0.2em] text-gold-light">
          <ClockIcon className="size-3.5" aria-hidden="true" />
          Business hours
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-sand/85">
          {BUSINESS_HOURS.map((h) => (
            <div key={h.days} className="contents">
              <dt>{h.days}</dt>
              <dd>{h.hours}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="footer-help">
        <h2 id="footer-help" className="text-xs uppercase tracking-[0.2em] text-gold-light">
          Help
        </h2>
        <ul className="mt-4 space-y-2 text-sm">
          {INFO_LINKS.map((l) => (
            <li key={l.to}>
              <a href={l.to} target="_blank" rel="noopener" className="text-sand/85 hover:text-gold-light">
                {l.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
          <li>
            <a href="/inquiry" className="text-sand/85 hover:text-gold-light">
              Create Your Look
            </a>
          </li>
        </ul>
      </section>
    </>
  );
}

export function FooterBottom({ config }: { config: PublicConfig }) {
  return (
    <div className="border-t border-sand/15">
      <div className="container-shop flex flex-col gap-3 py-5 text-xs text-sand/70 md:flex-row md:items-center md:justify-between">
        <p>
          © {new Date().getFullYear()} {config.shopName}. Handcrafted in India.
        </p>
        <nav aria-label="Policies" className="flex flex-wrap gap-4">
          {POLICY_LINKS.map((l) => (
            <a key={l.to} href={l.to} target="_blank" rel="noopener" className="hover:text-gold-light">
              {l.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ))}
        </nav>
      </div>
    </div>
  );
}

function InstagramGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
    </svg>
  );
}
