import { HelpButtons } from '~/components/info/help-buttons';
import { InfoPage } from '~/components/info/info-page';
import { ShippingReturnsGuide } from '~/components/info/shipping-returns-guide';
import { constantPart, ServerMarkup } from '~/components/layout/server-markup';
import { RETURNS, SHIPPING } from '~/lib/constants';
import { formatINR } from '~/lib/money';
import { SHIPPING_HELP_TEXT } from '~/lib/whatsapp';

export const meta = () => [
  { title: 'Shipping & Returns | Aangan Boutique' },
  {
    name: 'description',
    content: `Pan-India delivery: Standard ${SHIPPING.standard.days}, Express ${SHIPPING.express.days} for ${formatINR(SHIPPING.express.price)}. ${RETURNS.days}-day returns.`,
  },
];

const Guide = constantPart('shipping-returns-guide', ShippingReturnsGuide);

export default function ShippingReturnsScreen() {
  return (
    <InfoPage
      eyebrow="Delivery"
      title="Shipping & Returns"
      intro="We deliver across India, and every order is confirmed with you before it is packed."
    >
      <ServerMarkup name="shipping-returns-guide">
        <Guide />
      </ServerMarkup>

      <section aria-labelledby="shipping-help" className="mt-16 rounded-[var(--radius-card)] bg-maroon p-8 text-ivory md:p-10">
        <h2 id="shipping-help" className="font-display text-3xl">
          Questions about your delivery?
        </h2>
        <p className="mb-6 mt-2 text-ivory/90">We are happy to help on WhatsApp or by e-mail.</p>
        <div className="[&_a:last-child]:border-ivory/60 [&_a:last-child]:text-ivory">
          <HelpButtons text={SHIPPING_HELP_TEXT} emailSubject="Shipping query" />
        </div>
      </section>
    </InfoPage>
  );
}
