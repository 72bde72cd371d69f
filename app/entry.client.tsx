import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

let started = false;
function hydrate() {
  if (started) return;
  started = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is complete and usable on its own (links and forms work without scripts), so
// the phone first paints it with its pictures and hydrates once the page has loaded: hydrating is
// the longest piece of script work on a page, and running it earlier holds back those paints.
// A shopper who touches the page before that starts it at once; React replays that first event.
if (document.readyState === 'complete') hydrate();
else {
  window.addEventListener('load', () => setTimeout(hydrate, 0), { once: true });
  for (const type of ['pointerdown', 'keydown', 'touchstart'] as const) window.addEventListener(type, hydrate, { once: true, capture: true, passive: true });
}
