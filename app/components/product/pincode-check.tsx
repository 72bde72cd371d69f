import TruckIcon from 'lucide-react/icons/truck';
import { useState } from 'react';
import { checkPincode, type PincodeResult } from '~/lib/pincode';
import { cn } from '~/lib/utils';
import { PlainInput } from '~/components/ui/input';

/**
 * A GET form: without scripts the page reloads with ?pin= and the server answers; with scripts the
 * answer appears at once. The box is uncontrolled: what was typed stays in it either way, including
 * what was typed before the page's scripts arrived.
 */
export function PincodeCheck({ initialPin, initialResult }: { initialPin: string; initialResult: PincodeResult }) {
  const [result, setResult] = useState<PincodeResult>(initialResult);
  return (
    <form
      method="get"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const typed = String(new FormData(e.currentTarget).get('pin') ?? '').replace(/[^\d]/g, '');
        setResult(checkPincode(typed));
      }}
      className="rounded-[var(--radius-card)] border border-linen bg-white/70 p-4"
    >
      <label htmlFor="pincode" className="flex items-center gap-2 text-sm font-medium text-ink">
        <TruckIcon className="size-4 text-gold" aria-hidden="true" /> Check delivery to your pincode
      </label>
      <div className="mt-3 flex gap-2">
        <PlainInput
          id="pincode"
          name="pin"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="6-digit PIN, e.g. 110003"
          defaultValue={initialPin}
          onChange={(e) => {
            // Digits only, as typed: the box keeps its caret where it was when nothing is taken out.
            const digits = e.currentTarget.value.replace(/[^\d]/g, '');
            if (digits !== e.currentTarget.value) e.currentTarget.value = digits;
          }}
          aria-invalid={result ? !result.ok : undefined}
          aria-describedby={result ? 'pincode-result' : undefined}
          className="h-11 min-w-0 flex-1 rounded-full border border-linen bg-white px-4 text-sm focus-visible:border-maroon aria-[invalid=true]:border-danger"
        />
        <button
          type="submit"
          className="h-11 shrink-0 rounded-full border border-maroon/40 px-5 text-sm font-medium text-maroon hover:bg-maroon/5"
        >
          Check
        </button>
      </div>
      <p id="pincode-result" role="status" className={cn('mt-2 min-h-5 text-sm', result?.ok ? 'text-leaf' : 'text-danger')}>
        {result?.message ?? ''}
      </p>
    </form>
  );
}
