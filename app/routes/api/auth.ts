import type { Route } from './+types/auth';
import { getAuth } from '~/server/auth/auth.server';

// better-auth's whole API: sign-up, sign-in, verification, reset, sessions.
export function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return getAuth().handler(request);
}
