import MessageCircleIcon from 'lucide-react/icons/message-circle';
import PhoneIcon from 'lucide-react/icons/phone';
import { usePublicConfig } from '~/lib/root-data';
import { whatsappLink } from '~/lib/whatsapp';

/** WhatsApp and phone of the shop, for talking before a quote or paying without UPI. */
export function ShopContact({ reference, intro }: { reference: string; intro: string }) {
  const config = usePublicConfig();
  return (
    <div className="mt-4 grid gap-3">
      <p className="text-sm text-muted">{intro}</p>
      <div className="flex flex-wrap gap-2">
        <a
          href={whatsappLink(config.whatsappNumber, `Hi! About my enquiry ${reference}.`)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-10 items-center gap-2 rounded-full bg-leaf px-4 text-sm font-medium text-white hover:bg-leaf/90"
        >
          <MessageCircleIcon className="size-4" aria-hidden="true" /> WhatsApp us
        </a>
        <a
          href={`tel:${config.shopPhone.replace(/[^\d+]/g, '')}`}
          className="inline-flex h-10 items-center gap-2 rounded-full border border-maroon/40 px-4 text-sm font-medium text-maroon hover:bg-maroon/5"
        >
          <PhoneIcon className="size-4" aria-hidden="true" /> {config.shopPhone}
        </a>
      </div>
    </div>
  );
}
