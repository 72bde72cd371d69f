import { partsOnDemand } from '~/components/layout/parts-on-demand';

/**
 * The home page's parts that are the server's markup only (home-markup.ts), for the route and the
 * sections that place them: one loader, so the server loads the module once.
 */
export const homePart = partsOnDemand(() => import('./home-markup'));
