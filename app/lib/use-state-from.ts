import { useCallback, useState } from 'react';

type Update<T> = T | ((previous: T) => T);

/**
 * State that a person can change, and that starts over from `source` whenever `source` changes
 * (a new server answer, another page). Adjusted while rendering, as React's guide "You might not need
 * an effect" shows, so there is no effect copying a prop into state and no paint of the old value.
 */
export function useStateFrom<S, T>(source: S, start: (source: S) => T): [T, (update: Update<T>) => void] {
  const [local, setLocal] = useState(() => ({ source, value: start(source) }));
  let current = local;
  if (!Object.is(local.source, source)) {
    current = { source, value: start(source) };
    setLocal(current);
  }
  const setValue = useCallback(
    (update: Update<T>) =>
      setLocal((previous) => ({
        source: previous.source,
        value: typeof update === 'function' ? (update as (previous: T) => T)(previous.value) : update,
      })),
    [],
  );
  return [current.value, setValue];
}
