import { methodNotAllowed } from '~/server/routing/route-rules.server';

/**
 * The page-duration beacon. Its POSTs are answered by Express before React Router
 * (server/beacons.ts, app/server/actions/analytics-beacons.server.ts); this route keeps the address in the
 * route table, so a GET gets the shop's one 405 answer.
 */
export function loader() {
  return methodNotAllowed('POST');
}
