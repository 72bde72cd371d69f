import type { ComponentProps } from 'react';
import { HydrateWhenSeen } from './hydrate-when-seen';
import { partsOnDemand } from './parts-on-demand';

const NewsletterForm = partsOnDemand(() => import('./newsletter-form'))('NewsletterForm');

/**
 * The newsletter form, always below the fold: its code is fetched when the form comes near the screen
 * or at the shopper's first touch or key anywhere, not with the page's first scripts. Until then the
 * server's form is a plain form that works (it posts to /api/newsletter, which sends her back with
 * the outcome), and what she types in it stays hers when React takes it over.
 */
export function NewsletterFormWhenSeen(props: ComponentProps<typeof NewsletterForm>) {
  return (
    <HydrateWhenSeen>
      <NewsletterForm {...props} />
    </HydrateWhenSeen>
  );
}
