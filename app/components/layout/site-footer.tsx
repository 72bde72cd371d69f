import { usePublicConfig } from '~/lib/root-data';
import { NewsletterForm } from './newsletter-form';
import { ServerMarkup } from './server-markup';
import { FooterBottom, FooterColumns } from './site-footer-markup';

export function SiteFooter() {
  const config = usePublicConfig();
  // Only the newsletter form is React's in the browser; the rest is the server's markup, kept as it is.
  return (
    <footer className="below-fold mt-20 bg-ink text-sand">
      <div className="container-shop grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <ServerMarkup name="footer-columns">{import.meta.env.SSR ? <FooterColumns config={config} /> : null}</ServerMarkup>
        <section aria-labelledby="footer-news">
          <h2 id="footer-news" className="text-xs uppercase tracking-[0.2em] text-gold-light">
            Letters from the studio
          </h2>
          <p className="mt-4 text-sm text-sand/80">New drops, festive edits and artisan stories, once a month.</p>
          <NewsletterForm source="footer" tone="dark" />
        </section>
      </div>
      <ServerMarkup name="footer-bottom">{import.meta.env.SSR ? <FooterBottom config={config} /> : null}</ServerMarkup>
    </footer>
  );
}
