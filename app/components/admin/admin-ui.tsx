import type * as React from 'react';
import { cn } from '~/lib/utils';

/** Title row of an admin screen: a calm heading, one line of help, and the screen's main actions. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
        {description ? <p className="mt-1 max-w-2xl text-sm text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}

export function AdminCard({
  title,
  description,
  children,
  className,
  border = 'border-linen',
  actions,
}: {
  title?: string;
  description?: string;
  children: React.ReactNode;
  className?: string;
  /** Replaces the default border colour (cn() joins classes, it does not let a later one win). */
  border?: 'border-linen' | 'border-danger/30' | 'border-leaf/30';
  actions?: React.ReactNode;
}) {
  return (
    <section className={cn('rounded-card border bg-white p-5 shadow-xs sm:p-6', border, className)}>
      {title ? (
        <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 className="font-display text-xl font-semibold text-ink">{title}</h2>
            {description ? <p className="mt-0.5 text-sm text-muted">{description}</p> : null}
          </div>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function EmptyState({ title, children, action }: { title: string; children?: React.ReactNode; action?: React.ReactNode }) {
  return (
    <div className="rounded-card border border-dashed border-linen bg-white/60 px-6 py-12 text-center">
      <p className="font-display text-2xl text-ink">{title}</p>
      {children ? <p className="mx-auto mt-2 max-w-md text-sm text-muted">{children}</p> : null}
      {action ? <div className="mt-5 flex justify-center">{action}</div> : null}
    </div>
  );
}
