import { partsOnDemand } from './parts-on-demand';

/**
 * The newsletter form, where the footer and the home page's offers place it (inside HydrateWhenSeen):
 * its code is fetched when the form comes near the screen or the shopper touches the page. Until
 * then the server's form stands and sends as it does without scripts.
 */
export const NewsletterForm = partsOnDemand(() => import('./newsletter-form'))('NewsletterForm');
