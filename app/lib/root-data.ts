import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root';

type RootData = Awaited<ReturnType<typeof rootLoader>>;
/** The shop's settings every page may show (name, contact, links). */
export type PublicConfig = RootData['config'];

export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  if (!data) throw new Error('root loader data is missing');
  return data as RootData;
}

/** The signed-in user, for showing or hiding UI only; the server decides what is allowed. */
export function useOptionalUser() {
  return useRootData().user;
}

export function usePublicConfig(): PublicConfig {
  return useRootData().config;
}
