import { data } from 'react-router';
import type { Route } from './+types/exchange-rates';
import { freshRates } from '~/server/data/exchange-rates.server';

/**
 * Rupees per unit of each display currency whose rate is at most 7 days old. The browser asks once
 * a page and fills the estimates in itself, so the pages stay the same for every visitor and the
 * render cache keeps serving them.
 */
export async function loader(_: Route.LoaderArgs) {
  return data({ rates: await freshRates() }, { headers: { 'Cache-Control': 'public, max-age=600' } });
}
