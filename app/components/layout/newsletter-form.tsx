import { useEffect, useRef } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { NEWSLETTER_MESSAGES, NEWSLETTER_OUTCOME_PARAM, type NewsletterOutcome } from '~/lib/newsletter-messages';
import { toast } from '~/lib/toast';
import { cn } from '~/lib/utils';
import { Honeypot } from '~/components/ui/honeypot';
import { PlainInput } from '~/components/ui/input';

type Result = { ok: true; message: string } | { ok: false; errors: Record<string, string> };

/** Stores the address (validated, de-duplicated, with consent time) through /api/newsletter. */
export function NewsletterForm({ source, tone = 'light' }: { source: 'footer' | 'home-offers'; tone?: 'light' | 'dark' }) {
  const fetcher = useFetcher<Result>();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  // Sent without scripts: the browser came back here with the outcome in the address.
  const [params] = useSearchParams();
  const [from, outcome] = (params.get(NEWSLETTER_OUTCOME_PARAM) ?? '').split(':') as [string, NewsletterOutcome | undefined];
  const returned = !fetcher.data && from === source && outcome && outcome in NEWSLETTER_MESSAGES ? outcome : null;
  const error =
    fetcher.data && !fetcher.data.ok
      ? (fetcher.data.errors.email ?? fetcher.data.errors.form)
      : returned === 'invalid'
        ? NEWSLETTER_MESSAGES.invalid
        : null;
  const notice = returned && returned !== 'invalid' ? NEWSLETTER_MESSAGES[returned] : null;
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) {
      toast.success(fetcher.data.message);
      formRef.current?.reset();
    }
  }, [fetcher.state, fetcher.data]);
  const id = `newsletter-${source}`;
  return (
    <fetcher.Form ref={formRef} method="post" action="/api/newsletter" className="mt-4" noValidate>
      <input type="hidden" name="source" value={source} />
      <Honeypot />
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <div className="flex gap-2">
        <PlainInput
          id={id}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Your email address"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(
            'h-11 min-w-0 flex-1 rounded-full px-4 text-sm focus-visible:outline-none focus-visible:ring-2',
            tone === 'dark'
              ? 'border border-sand/30 bg-white/5 text-ivory placeholder:text-sand/70 focus-visible:ring-gold-light'
              : 'border border-linen bg-white text-ink focus-visible:ring-maroon/30',
          )}
        />
        <button
          type="submit"
          disabled={busy}
          className="h-11 shrink-0 rounded-full bg-gold px-5 text-sm font-medium text-white hover:bg-[#6f4a12] disabled:opacity-60"
        >
          {busy ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {notice ? (
        <p role="status" className={cn('mt-2 text-sm', tone === 'dark' ? 'text-gold-light' : 'text-maroon')}>
          {notice}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className={cn('mt-2 text-sm', tone === 'dark' ? 'text-[#ffb4a8]' : 'text-danger')}>
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
