import { useState } from 'react';

/** True from the first time `open` is true: a lazily loaded panel stays mounted so it can animate closed. */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
