import { usePublicConfig } from '~/lib/root-data';
import { NewsletterFormWhenSeen } from './newsletter-when-seen';
import { ServerMarkup } from './server-markup';
import { partsOnDemand } from './parts-on-demand';

// The footer's markup module is not in the page's scripts: the browser fetches it only to build a
// footer its page's HTML did not have (the error screen, then a link).
const footerPart = partsOnDemand(() => import('./site-footer-markup'));
const FooterColumns = footerPart('FooterColumns');
const FooterBottom = footerPart('FooterBottom');

export function SiteFooter() {
  const config = usePublicConfig();
  // Only the newsletter form is React's in the browser (once near the screen); the rest is the
  // server's markup, kept as it is. The columns wait for their layout until they near the screen
  // (below-fold); the footer itself does not, so its dark background is laid out under them: axe
  // (Lighthouse's too) reads the colours of a skipped part against the nearest laid-out background.
  return (
    <footer className="mt-20 bg-ink text-sand">
      <div className="below-fold container-shop grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <ServerMarkup name="footer-columns">
          <FooterColumns config={config} />
        </ServerMarkup>
        <section aria-labelledby="footer-news">
          <h2 id="footer-news" className="text-xs uppercase tracking-[0.2em] text-gold-light">
            Letters from the studio
          </h2>
          <p className="mt-4 text-sm text-sand/80">New drops, festive edits and artisan stories, once a month.</p>
          <NewsletterFormWhenSeen source="footer" tone="dark" />
        </section>
      </div>
      <ServerMarkup name="footer-bottom">
        <FooterBottom config={config} />
      </ServerMarkup>
    </footer>
  );
}
