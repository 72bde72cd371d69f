import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import InfoIcon from 'lucide-react/icons/info';
import type * as React from 'react';
import { cn } from '~/lib/utils';

const tones = {
  success: { box: 'border-leaf/25 bg-leaf/5 text-leaf', Icon: CircleCheckIcon },
  error: { box: 'border-danger/25 bg-danger/5 text-danger', Icon: CircleAlertIcon },
  info: { box: 'border-gold/30 bg-gold-light/20 text-ink', Icon: InfoIcon },
} as const;

/** The outcome of a form, in the page itself (toasts vanish; this stays and is announced). */
export function FormNotice({
  tone,
  title,
  children,
  className,
}: {
  tone: keyof typeof tones;
  title: string;
  children?: React.ReactNode;
  className?: string;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', box, className)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        {children ? <div className="mt-0.5 text-ink/80">{children}</div> : null}
      </div>
    </div>
  );
}
