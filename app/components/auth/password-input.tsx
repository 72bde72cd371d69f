import EyeIcon from 'lucide-react/icons/eye';
import EyeOffIcon from 'lucide-react/icons/eye-off';
import { useState } from 'react';
import type * as React from 'react';
import { Input } from '~/components/ui/input';
import { useHydrated } from '~/lib/use-hydrated';
import { cn } from '~/lib/utils';

/**
 * A password field with a show/hide toggle; the field keeps its value when toggled. The toggle needs the
 * page's scripts, so it appears once they have arrived (inside the field: nothing moves).
 */
export function PasswordInput({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className={cn('pr-12', className)} />
      {hydrated ? (
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          className="absolute inset-y-0 right-1 my-auto grid size-9 place-items-center rounded-full text-muted hover:bg-sand hover:text-maroon"
        >
          {visible ? <EyeOffIcon className="size-4" aria-hidden="true" /> : <EyeIcon className="size-4" aria-hidden="true" />}
        </button>
      ) : null}
    </div>
  );
}
