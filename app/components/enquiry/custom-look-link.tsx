import { Suspense, useState } from 'react';
import type * as React from 'react';
import { Button, type ButtonVariants } from '~/components/ui/button';
import { lazyOrReload, prefetch } from '~/lib/lazy-parts';
import { opensElsewhere } from '~/lib/opens-elsewhere';
import { useOpenedOnce } from '~/lib/use-opened-once';
import { customOrderPage, type CustomOrderProduct } from '~/lib/custom-order-page';

const loadDialog = () => import('./custom-order-dialog');
const CustomOrderDialog = lazyOrReload(() => loadDialog().then((m) => m.CustomOrderDialog));

/**
 * "Create Custom Look" / "Request Custom Order": a link to the form's own page (/product/:id/custom-order,
 * or /custom-order), so a tap before the page's scripts arrive, or without them, lands on a working
 * form. Once the page is alive a tap opens the same form in a dialog instead (its code is fetched when
 * the pointer or focus comes to the link).
 */
export function CustomLookLink({
  product,
  onOpen,
  variant,
  size,
  className,
  children,
}: {
  /** The product the order is inspired by (its design interest and notes are filled in); none from /inquiry. */
  product?: CustomOrderProduct | null;
  /** Called when the dialog opens (analytics). */
  onOpen?: () => void;
  className?: string;
  children: React.ReactNode;
} & ButtonVariants) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  return (
    <>
      <Button asChild variant={variant} size={size} className={className}>
        <a
          href={customOrderPage(product)}
          aria-haspopup="dialog"
          onPointerEnter={() => prefetch(loadDialog)}
          onFocus={() => prefetch(loadDialog)}
          onClick={(event) => {
            if (opensElsewhere(event)) return;
            event.preventDefault();
            onOpen?.();
            setOpen(true);
          }}
        >
          {children}
        </a>
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <CustomOrderDialog open={open} onOpenChange={setOpen} product={product} />
        </Suspense>
      ) : null}
    </>
  );
}
