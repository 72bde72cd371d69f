import { data } from 'react-router';
import type { Route } from './+types/cart';
import { getUser } from '~/server/auth/permissions.server';
import { cartView } from '~/server/data/cart.server';

/**
 * Her cart for the cart drawer: the cart page's data without the cart page. Loaded from the page's
 * route (/cart), the drawer's first opening made the browser fetch that page's code, its measurements
 * panel and their forms' checks (fifteen files, three deep) before it could show a line.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return data(await cartView(await getUser(request)), { headers: { 'Cache-Control': 'no-store' } });
}
