import type * as React from 'react';

/**
 * A click on a link that asks for the link itself (a new tab or window, a download): the browser
 * follows it even where a tap opens a dialog instead.
 */
export const opensElsewhere = (event: React.MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
