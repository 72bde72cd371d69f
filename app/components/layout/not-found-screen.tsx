import { Link } from 'react-router';
import { NOT_FOUND_MESSAGES } from '~/lib/catalogue-messages';

export function NotFoundScreen() {
  return (
    <div className="max-w-md text-center">
      <p className="font-display text-8xl font-semibold text-maroon">{NOT_FOUND_MESSAGES.code}</p>
      <h1 className="mt-2 font-display text-3xl text-ink">{NOT_FOUND_MESSAGES.title}</h1>
      <p className="mt-3 text-muted">The page you were looking for has moved or never existed. Our collections are still here.</p>
      <Link
        to="/"
        className="mt-8 inline-flex h-11 items-center rounded-full bg-maroon px-6 text-sm font-medium text-ivory hover:bg-maroon-dark"
      >
        {NOT_FOUND_MESSAGES.back}
      </Link>
    </div>
  );
}
