import { updateRates } from '../app/server/data/exchange-rates.server.ts';
import { logger } from '../app/server/platform/logger.server.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The reference rates: fetched at start, then once a day. A failed fetch keeps the last good rates. */
export function startRateUpdates(url: string): () => void {
  const run = () =>
    void updateRates(url)
      .then((result) => {
        if (result.ok) logger.info({ date: result.date }, 'exchange rates updated');
        else logger.warn({ reason: result.reason }, 'exchange rates not updated; the last good rates stay');
      })
      .catch((error) => logger.warn({ err: error }, 'exchange rates not updated'));
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
