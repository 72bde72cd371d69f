import MailIcon from 'lucide-react/icons/mail';
import MessageCircleIcon from 'lucide-react/icons/message-circle';
import { track } from '~/lib/analytics';
import { usePublicConfig } from '~/lib/root-data';
import { whatsappLink } from '~/lib/whatsapp';

/** 'Chat on WhatsApp' with a prefilled question, and optionally an e-mail button. */
export function HelpButtons({ text, label = 'Ask us on WhatsApp', emailSubject }: { text: string; label?: string; emailSubject?: string }) {
  const config = usePublicConfig();
  return (
    <div className="flex flex-wrap gap-3">
      <a
        href={whatsappLink(config.whatsappNumber, text)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => track('whatsapp_clicked', { sectionName: 'info-page' })}
        className="inline-flex h-12 items-center gap-2 rounded-full bg-[#1f7a4d] px-6 text-sm font-medium text-white hover:bg-[#186640]"
      >
        <MessageCircleIcon className="size-4" aria-hidden="true" /> {label}
        <span className="sr-only"> (opens WhatsApp in a new tab)</span>
      </a>
      {emailSubject ? (
        <a
          href={`mailto:${config.shopEmail}?subject=${encodeURIComponent(emailSubject)}`}
          className="inline-flex h-12 items-center gap-2 rounded-full border border-maroon/40 px-6 text-sm font-medium text-maroon hover:bg-maroon/5"
        >
          <MailIcon className="size-4" aria-hidden="true" /> Email {config.shopEmail}
        </a>
      ) : null}
    </div>
  );
}
