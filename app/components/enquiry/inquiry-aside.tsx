import MessageCircleIcon from 'lucide-react/icons/message-circle';
import PencilRulerIcon from 'lucide-react/icons/pencil-ruler';
import ScissorsIcon from 'lucide-react/icons/scissors';
import SparklesIcon from 'lucide-react/icons/sparkles';
import { BRAND_CLAIMS } from '~/lib/constants';
import { CustomLookLink } from './custom-look-link';

const STEPS = [
  { icon: SparklesIcon, title: 'Share your vision', text: 'Occasion, styles, budget and a few reference pictures.' },
  { icon: MessageCircleIcon, title: 'Design on WhatsApp', text: 'A designer shares sketches, fabrics and a quote with you.' },
  { icon: ScissorsIcon, title: 'Handcrafted for you', text: 'Our artisans make it to your measurements and ship it pan-India.' },
];

/** The /inquiry page's side panel: how bespoke works, the brand's claims, and the short custom order. */
export function InquiryAside() {
  return (
    <aside className="grid gap-6 lg:sticky lg:top-36">
      <section aria-labelledby="how-it-works" className="rounded-card border border-linen bg-white/60 p-6">
        <h2 id="how-it-works" className="font-display text-2xl font-semibold">
          How it works
        </h2>
        <ol className="mt-4 grid gap-4">
          {STEPS.map((step, i) => (
            <li key={step.title} className="flex gap-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-maroon text-ivory">
                <step.icon className="size-4" aria-hidden="true" />
              </span>
              <div>
                <p className="font-medium">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </p>
                <p className="text-sm text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <dl className="mt-6 grid grid-cols-3 gap-2 border-t border-linen pt-5 text-center">
          {[
            [BRAND_CLAIMS.artisans, 'Artisans'],
            [BRAND_CLAIMS.years, 'Years'],
            [BRAND_CLAIMS.handcrafted, 'Handcrafted'],
          ].map(([value, label]) => (
            <div key={label} className="flex flex-col">
              <dt className="text-xs uppercase tracking-wider text-muted">{label}</dt>
              <dd className="order-first font-display text-2xl font-semibold text-maroon">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="quick-request" className="rounded-card bg-maroon p-6 text-ivory">
        <PencilRulerIcon className="size-6 text-gold-light" aria-hidden="true" />
        <h2 id="quick-request" className="mt-3 font-display text-2xl font-semibold">
          In a hurry?
        </h2>
        <p className="mt-1 text-sm text-ivory/85">Send a short request with one picture and we will call you back.</p>
        <CustomLookLink variant="light" className="mt-4 w-full">
          Request Custom Order
        </CustomLookLink>
      </section>
    </aside>
  );
}
