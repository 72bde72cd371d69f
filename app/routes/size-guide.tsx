import { HelpButtons } from '~/components/info/help-buttons';
import { InfoPage } from '~/components/info/info-page';
import { SizeGuideChart } from '~/components/info/size-guide-chart';
import { constantPart, ServerMarkup } from '~/components/layout/server-markup';
import { SIZE_HELP_TEXT } from '~/lib/whatsapp';

export const meta = () => [
  { title: 'Size Guide | Aangan Boutique' },
  {
    name: 'description',
    content: 'Aangan Boutique size chart in inches (bust, waist, hips) and how to measure yourself for a perfect fit.',
  },
];

const Chart = constantPart('size-guide-chart', SizeGuideChart);

export default function SizeGuideScreen() {
  return (
    <InfoPage
      eyebrow="Fit"
      title="Size Guide"
      intro="Our pieces are cut to these body measurements in inches. Between two sizes? Choose the larger one, or ask us: we alter and make to measure."
    >
      <ServerMarkup name="size-guide-chart">
        <Chart />
      </ServerMarkup>
      <section aria-labelledby="size-help" className="mt-14 rounded-[var(--radius-card)] bg-sand/70 p-8 md:p-10">
        <h2 id="size-help" className="font-display text-3xl text-ink">
          Not sure about your size?
        </h2>
        <p className="mb-6 mt-2 text-muted">Send us your measurements and the piece you love; our stylists reply within business hours.</p>
        <HelpButtons text={SIZE_HELP_TEXT} label="Get size help on WhatsApp" />
      </section>
    </InfoPage>
  );
}
