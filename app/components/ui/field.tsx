import { useId } from 'react';
import type * as React from 'react';
import { cn } from '~/lib/utils';
import { Label } from './input';

/**
 * Label, control and error wired for screen readers. The child receives id, aria-invalid and
 * aria-describedby through the render function.
 */
export function Field({
  label,
  error,
  hint,
  required,
  className,
  children,
}: {
  label: React.ReactNode;
  error?: string | null;
  hint?: React.ReactNode;
  required?: boolean;
  className?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => React.ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-maroon">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A field's error message, announced when it appears; nothing when there is none. */
export function FieldError({ id, children }: { id?: string; children?: string | null }) {
  return children ? (
    <p id={id} role="alert" className="text-sm text-danger">
      {children}
    </p>
  ) : null;
}
