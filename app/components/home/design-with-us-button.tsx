import SparklesIcon from 'lucide-react/icons/sparkles';
import { Link } from 'react-router';
import { track } from '~/lib/analytics';

/** The floating 'Design with Us' button of the home page. */
export function DesignWithUsButton() {
  return (
    <Link
      to="/inquiry"
      onClick={() => track('custom_order_button_clicked', { sectionName: 'floating' })}
      className="fixed bottom-5 right-5 z-30 inline-flex h-12 items-center gap-2 rounded-full bg-gold px-5 text-sm font-medium tracking-wide text-white shadow-[var(--shadow-soft)] hover:bg-[#6f4a12] md:bottom-8 md:right-8"
    >
      <SparklesIcon className="size-4" aria-hidden="true" /> Design with Us
    </Link>
  );
}
