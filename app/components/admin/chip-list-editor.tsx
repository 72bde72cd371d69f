import PlusIcon from 'lucide-react/icons/plus';
import XIcon from 'lucide-react/icons/x';
import { useId, useRef, useState } from 'react';
import { useValueFromPage } from '~/components/ui/state-from-page';
import { Button } from '~/components/ui/button';
import { Input, Label } from '~/components/ui/input';
import { FieldError } from '~/components/ui/field';

/**
 * A free list (colours, features, tags): type and press Enter or the plus button; remove with ×.
 * Blank entries are ignored; `normalize` lets colours become lower case and unique. Each value is
 * posted as its own hidden field named `name`.
 */
export function ChipListEditor({
  name,
  label,
  values,
  onChange,
  placeholder,
  normalize = (list) => list,
  error,
}: {
  name: string;
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  normalize?: (values: string[]) => string[];
  error?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useValueFromPage(field, setDraft);
  const add = () => {
    const value = draft.trim();
    if (!value) return;
    onChange(normalize([...values, value]));
    setDraft('');
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          ref={field}
          id={id}
          value={draft}
          placeholder={placeholder}
          aria-invalid={Boolean(error)}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="shrink-0"
          onClick={add}
          aria-label={`Add ${label.toLowerCase().replace(/s$/, '')}`}
        >
          <PlusIcon aria-hidden="true" />
        </Button>
      </div>
      {values.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`Added ${label.toLowerCase()}`}>
          {values.map((value, i) => (
            <li key={`${value}-${i}`} className="inline-flex items-center gap-1 rounded-full bg-sand py-1 pl-3 pr-1 text-sm text-ink">
              {value}
              <button
                type="button"
                onClick={() => onChange(values.filter((_, j) => j !== i))}
                className="rounded-full p-1 text-muted hover:bg-linen hover:text-ink"
                aria-label={`Remove ${value}`}
              >
                <XIcon className="size-3.5" aria-hidden="true" />
              </button>
              <input type="hidden" name={name} value={value} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-muted">None yet.</p>
      )}
      <FieldError>{error}</FieldError>
    </div>
  );
}
