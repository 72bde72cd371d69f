import { Link } from 'react-router';
import { InfoPage, InfoSection } from '~/components/info/info-page';
import { RETURNS } from '~/lib/constants';
import { usePublicConfig } from '~/lib/root-data';

export const meta = () => [
  { title: 'Terms of Use | Aangan Boutique' },
  { name: 'description', content: 'The terms for using the Aangan Boutique website and ordering by enquiry.' },
];

export default function TermsScreen() {
  const config = usePublicConfig();
  return (
    <InfoPage
      eyebrow="Policies"
      title="Terms of Use"
      intro={`These terms apply when you use the ${config.shopName} website and send us enquiries.`}
    >
      <div className="max-w-3xl space-y-12">
        <InfoSection title="Ordering by enquiry">
          <p>
            The website does not take payments. A cart enquiry, inquiry or custom order request is an invitation for us to contact you; an
            order is made only when we have confirmed the piece, size, price and delivery with you and you have agreed.
          </p>
        </InfoSection>
        <InfoSection title="Prices and availability">
          <p>
            Prices are in Indian rupees and include taxes. Handcrafted pieces are made in small numbers; availability is confirmed when we
            reply to your enquiry. Offer codes apply only as described and cannot be combined unless we say so.
          </p>
        </InfoSection>
        <InfoSection title="Handcrafted pieces">
          <p>
            Hand weaving, printing, dyeing and embroidery leave small variations in colour and pattern. They are the mark of the craft, not
            defects. Colours may look slightly different on different screens.
          </p>
        </InfoSection>
        <InfoSection title="Custom orders">
          <p>
            Made-to-measure pieces start after we agree the design and timeline with you. They are made only for you and cannot be returned
            unless defective.
          </p>
        </InfoSection>
        <InfoSection title="Returns">
          <p>
            Ready-to-wear pieces can be returned within {RETURNS.days} days; see our{' '}
            <Link to="/shipping-returns#returns" className="text-maroon underline underline-offset-4">
              returns policy
            </Link>
            .
          </p>
        </InfoSection>
        <InfoSection title="Your account and content">
          <p>
            Keep your password private. Pictures you send us as references are used only to make your piece. Do not upload anything you do
            not have the right to share.
          </p>
        </InfoSection>
        <InfoSection title="Contact">
          <p>
            {config.shopName}, {config.shopAddress}. E-mail{' '}
            <a href={`mailto:${config.shopEmail}`} className="text-maroon underline underline-offset-4">
              {config.shopEmail}
            </a>
            . These terms are governed by the laws of India.
          </p>
        </InfoSection>
      </div>
    </InfoPage>
  );
}
