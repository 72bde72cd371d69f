import { Link } from 'react-router';
import { InfoPage, InfoSection } from '~/components/info/info-page';
import { usePublicConfig } from '~/lib/root-data';

export const meta = () => [
  { title: 'Privacy Policy | Aangan Boutique' },
  { name: 'description', content: 'What Aangan Boutique collects, why, how long we keep it and your rights.' },
];

export default function PrivacyScreen() {
  const config = usePublicConfig();
  return (
    <InfoPage
      eyebrow="Policies"
      title="Privacy Policy"
      intro={`How ${config.shopName} handles your information. In short: we collect what we need to answer your enquiries, keep it in our own systems, and never sell it.`}
    >
      <div className="max-w-3xl space-y-12">
        <InfoSection title="What we collect">
          <ul className="list-disc space-y-2 pl-5">
            <li>
              <strong className="font-medium">Account:</strong> your name, e-mail address and password (stored only as a secure hash), and
              the profile details you choose to add (phone, address).
            </li>
            <li>
              <strong className="font-medium">Enquiries:</strong> the pieces in a cart enquiry, and what you tell us in a Create Your Look
              inquiry or custom order (name, phone, e-mail, city, preferences, reference pictures).
            </li>
            <li>
              <strong className="font-medium">Newsletter:</strong> your e-mail address and the time you agreed to receive it.
            </li>
            <li>
              <strong className="font-medium">Usage:</strong> anonymous visit statistics (pages viewed, time on page, device type) kept in
              our own database. We do not store your IP address, and we never record what you type into form fields.
            </li>
          </ul>
        </InfoSection>
        <InfoSection title="Why we use it">
          <p>
            To answer your enquiries and make your orders, to keep your wishlist and account, to send the newsletter you asked for, and to
            understand which pages help shoppers so we can improve the shop.
          </p>
        </InfoSection>
        <InfoSection title="Who sees it">
          <p>
            Only our team. Files you upload are kept in our own storage. We use no third-party advertising or tracking scripts; if we ever
            add a web analytics tool, this page will say so first.
          </p>
        </InfoSection>
        <InfoSection title="How long we keep it">
          <p>
            Enquiries and orders for as long as needed for service, warranty and accounting; newsletter addresses until you unsubscribe;
            anonymous statistics for up to two years.
          </p>
        </InfoSection>
        <InfoSection title="Your rights">
          <p>
            You can see and change your profile in{' '}
            <Link to="/account" className="text-maroon underline underline-offset-4">
              your account
            </Link>
            , and ask us to export or delete your data at any time by writing to{' '}
            <a href={`mailto:${config.shopEmail}`} className="text-maroon underline underline-offset-4">
              {config.shopEmail}
            </a>
            . We reply within 30 days, as India’s Digital Personal Data Protection Act requires.
          </p>
        </InfoSection>
        <InfoSection title="Cookies">
          <p>
            We use one essential cookie to keep you signed in, and your browser’s local storage for your cart. Two more cookies hold nothing
            about you: one tells a page to fetch your own wishlist and cart once you are signed in, and one tells us your browser already
            has our typefaces, so pages show them from the start. No advertising cookies.
          </p>
        </InfoSection>
      </div>
    </InfoPage>
  );
}
