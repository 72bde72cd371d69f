import PercentIcon from 'lucide-react/icons/percent';
import SaveIcon from 'lucide-react/icons/save';
import Undo2Icon from 'lucide-react/icons/undo-2';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { discountPercent, parseINR } from '~/lib/money';
import { discountSchema } from '~/lib/schemas/admin-content';
import { AdminImage } from './admin-image';
import { fieldErrorsOf, useActionToast } from './use-action-toast';
import { FieldError } from '~/components/ui/field';
import type { ProductSummary } from '~/lib/views';

type Draft = { price: string; originalPrice: string };

const text = (n: number | null) => (n === null ? '' : String(n));

/** Every product with price and original price editable in place; changed rows are saved together. */
export function PricingTable({ products }: { products: ProductSummary[] }) {
  const fetcher = useFetcher();
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [discount, setDiscount] = useState('');
  const [discountError, setDiscountError] = useState('');
  const [filter, setFilter] = useState('');
  const saving = fetcher.state !== 'idle';
  const errors = useMemo(() => fieldErrorsOf(fetcher.data), [fetcher.data]);
  useActionToast(fetcher.data, () => setDrafts({}));
  // The prices are controlled: the discount column, the unsaved count and the bulk discount follow
  // them as the owner types. So a price typed before the scripts arrived is taken into the drafts
  // when the table hydrates, before React renders the fields again (as useStateFromPage does for
  // the owner's other editors); saving needs the scripts and waits for them.
  const table = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const typed: Record<string, Draft> = {};
    for (const p of products) {
      const field = (name: string) => table.current?.querySelector<HTMLInputElement>(`[name="${CSS.escape(`${name}:${p.id}`)}"]`)?.value;
      const draft = { price: field('price') ?? text(p.price), originalPrice: field('originalPrice') ?? text(p.originalPrice) };
      if (draft.price !== text(p.price) || draft.originalPrice !== text(p.originalPrice)) typed[p.id] = draft;
    }
    if (Object.keys(typed).length > 0) setDrafts(typed);
    // Once, when the table hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const valueOf = (p: ProductSummary): Draft => drafts[p.id] ?? { price: text(p.price), originalPrice: text(p.originalPrice) };
  const changed = products.filter((p) => {
    const d = drafts[p.id];
    return d && (parseINR(d.price) !== p.price || (d.originalPrice.trim() === '' ? null : parseINR(d.originalPrice)) !== p.originalPrice);
  });
  const shown = products.filter(
    (p) => !filter.trim() || `${p.name} ${p.id} ${p.category}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const edit = (p: ProductSummary, patch: Partial<Draft>) => setDrafts((all) => ({ ...all, [p.id]: { ...valueOf(p), ...patch } }));

  function applyDiscount() {
    const parsed = discountSchema.safeParse(discount);
    if (!parsed.success) return setDiscountError(parsed.error.issues[0].message);
    setDiscountError('');
    const next = { ...drafts };
    for (const p of products) {
      if (!selected.has(p.id)) continue;
      const current = valueOf(p);
      // The original price stays the reference; without one, today's price becomes it.
      const base = parseINR(current.originalPrice) ?? parseINR(current.price);
      if (!base) continue;
      next[p.id] = { originalPrice: String(base), price: String(Math.round(base * (1 - parsed.data / 100))) };
    }
    setDrafts(next);
  }

  function save() {
    const body = new FormData();
    body.set('intent', 'save');
    for (const p of changed) {
      body.append('id', p.id);
      body.append('price', drafts[p.id].price);
      body.append('originalPrice', drafts[p.id].originalPrice);
    }
    void fetcher.submit(body, { method: 'post' });
  }

  const allShownSelected = shown.length > 0 && shown.every((p) => selected.has(p.id));
  return (
    <div className="grid gap-4">
      <div className="rounded-card border border-linen bg-white p-4 shadow-xs">
        <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
          <div className="grid gap-1.5">
            <label htmlFor="price-filter" className="text-sm font-medium text-ink">
              Find a product
            </label>
            <Input
              id="price-filter"
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              placeholder="Name, SKU or category"
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="bulk-discount" className="text-sm font-medium text-ink">
              Set discount % for {selected.size} selected
            </label>
            <div className="flex gap-2">
              <Input
                id="bulk-discount"
                inputMode="numeric"
                value={discount}
                onChange={(e) => setDiscount(e.target.value)}
                placeholder="e.g. 20"
                aria-invalid={Boolean(discountError)}
                aria-describedby={discountError ? 'bulk-discount-error' : undefined}
                fullWidth={false}
                className="w-28"
              />
              <Button type="button" variant="outline" onClick={applyDiscount} disabled={selected.size === 0}>
                <PercentIcon aria-hidden="true" /> Apply
              </Button>
            </div>
            <FieldError id="bulk-discount-error">{discountError}</FieldError>
          </div>
        </div>
      </div>

      <div className="overflow-hidden rounded-card border border-linen bg-white shadow-xs">
        <div className="hidden grid-cols-[2.5rem_1fr_9rem_9rem_5rem] items-center gap-3 border-b border-linen bg-sand/60 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-muted sm:grid">
          <Checkbox
            checked={allShownSelected}
            onCheckedChange={(on) =>
              setSelected(
                on
                  ? new Set([...selected, ...shown.map((p) => p.id)])
                  : new Set([...selected].filter((id) => !shown.some((p) => p.id === id))),
              )
            }
            aria-label="Select all shown products"
          />
          <span>Product</span>
          <span>Price</span>
          <span>Original price</span>
          <span className="text-right">Discount</span>
        </div>
        <ul ref={table}>
          {shown.map((p) => {
            const v = valueOf(p);
            const price = parseINR(v.price);
            const off = price ? discountPercent(price, parseINR(v.originalPrice)) : null;
            const dirty = changed.includes(p);
            return (
              <li
                key={p.id}
                className={`grid grid-cols-[2.5rem_1fr] gap-x-3 gap-y-2 border-b border-linen px-4 py-3 last:border-0 sm:grid-cols-[2.5rem_1fr_9rem_9rem_5rem] sm:items-center ${dirty ? 'bg-gold-light/20' : ''}`}
              >
                <Checkbox
                  checked={selected.has(p.id)}
                  onCheckedChange={(on) =>
                    setSelected((s) => {
                      const n = new Set(s);
                      if (on) n.add(p.id);
                      else n.delete(p.id);
                      return n;
                    })
                  }
                  aria-label={`Select ${p.name}`}
                />
                <div className="flex min-w-0 items-center gap-3">
                  <AdminImage src={p.image} alt="" width={40} height={50} className="h-12 w-10 shrink-0 rounded-md" />
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium text-ink">{p.name}</p>
                    <p className="text-xs text-muted">{p.id}</p>
                  </div>
                </div>
                <div className="col-start-2 grid grid-cols-[1fr_1fr_4rem] items-end gap-2 sm:contents">
                  <label className="grid gap-1 text-xs text-muted">
                    <span className="sm:sr-only">Price</span>
                    <Input
                      aria-label={`Price of ${p.name}`}
                      name={`price:${p.id}`}
                      inputMode="numeric"
                      value={v.price}
                      onChange={(e) => edit(p, { price: e.target.value })}
                      aria-invalid={Boolean(errors[p.id])}
                      fieldSize="sm"
                    />
                  </label>
                  <label className="grid gap-1 text-xs text-muted">
                    <span className="sm:sr-only">Original price</span>
                    <Input
                      aria-label={`Original price of ${p.name}`}
                      name={`originalPrice:${p.id}`}
                      inputMode="numeric"
                      value={v.originalPrice}
                      placeholder="None"
                      onChange={(e) => edit(p, { originalPrice: e.target.value })}
                      aria-invalid={Boolean(errors[p.id])}
                      fieldSize="sm"
                    />
                  </label>
                  <p className="pb-2.5 text-right text-sm text-leaf sm:pb-0">
                    {off ? `${off}% off` : <span className="text-muted">—</span>}
                  </p>
                </div>
                {errors[p.id] ? (
                  <p role="alert" className="col-start-2 text-sm text-danger sm:col-span-4">
                    {errors[p.id]}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
      <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-end gap-2 border-t border-linen bg-ivory/95 py-3 backdrop-blur">
        <p className="mr-auto text-sm text-muted" aria-live="polite">
          {changed.length === 0 ? 'No unsaved changes' : `${changed.length} unsaved ${changed.length === 1 ? 'change' : 'changes'}`}
        </p>
        {saving ? <Spinner label="Saving prices" /> : null}
        <Button type="button" variant="ghost" onClick={() => setDrafts({})} disabled={changed.length === 0 || saving}>
          <Undo2Icon aria-hidden="true" /> Undo changes
        </Button>
        <Button type="button" onClick={save} disabled={changed.length === 0 || saving}>
          <SaveIcon aria-hidden="true" /> {saving ? 'Saving...' : 'Save prices'}
        </Button>
      </div>
    </div>
  );
}
