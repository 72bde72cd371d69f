import { HelpButtons } from '~/components/info/help-buttons';
import { CareCraftGuide } from '~/components/info/care-craft-guide';
import { InfoPage } from '~/components/info/info-page';
import { constantPart, ServerMarkup } from '~/components/layout/server-markup';
import { GENERAL_HELP_TEXT } from '~/lib/whatsapp';

export const meta = () => [
  { title: 'Care & Craft | Aangan Boutique' },
  { name: 'description', content: 'How every Aangan piece is made by hand, and how to care for silk, cotton, chiffon and georgette.' },
];

const Guide = constantPart('care-craft-guide', CareCraftGuide);

export default function CareCraftScreen() {
  return (
    <InfoPage
      eyebrow="Our craft"
      title="Care & Craft"
      intro="Every Aangan piece passes through many hands before it reaches yours. A little care keeps it beautiful for years."
    >
      <ServerMarkup name="care-craft-guide">
        <Guide />
      </ServerMarkup>
      <div className="mt-12">
        <HelpButtons text={GENERAL_HELP_TEXT} label="Ask about caring for your piece" />
      </div>
    </InfoPage>
  );
}
