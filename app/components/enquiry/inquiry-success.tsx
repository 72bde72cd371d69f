import CheckCircle2Icon from 'lucide-react/icons/circle-check';
import MessageCircleIcon from 'lucide-react/icons/message-circle';

/** Shown after an inquiry is stored; the WhatsApp link is also here in case the new tab was blocked. */
export function InquirySuccess({ message, inquiryId, link }: { message: string; inquiryId: string; link: string }) {
  return (
    <div role="status" className="mb-8 flex gap-4 rounded-card border border-leaf/30 bg-leaf/5 p-5">
      <CheckCircle2Icon className="mt-0.5 size-6 shrink-0 text-leaf" aria-hidden="true" />
      <div className="grid gap-2">
        <p className="font-medium text-ink">{message}</p>
        <p className="text-sm text-muted">
          Your inquiry number is <strong className="font-semibold text-ink">{inquiryId}</strong>. Keep it handy when we chat.
        </p>
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-2 rounded-full bg-leaf px-4 py-2 text-sm font-medium text-white hover:bg-leaf/90"
        >
          <MessageCircleIcon className="size-4" aria-hidden="true" />
          Continue on WhatsApp
        </a>
      </div>
    </div>
  );
}
