import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import InfoIcon from 'lucide-react/icons/info';
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { AdminCard } from './admin-ui';
import type { ImportPreview } from '~/lib/views';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function Tile({ label, value, tone }: { label: string; value: number; tone: 'new' | 'changed' | 'muted' | 'error' }) {
  const colours = {
    new: 'border-leaf/30 bg-leaf/5 text-leaf',
    changed: 'border-gold/40 bg-gold-light/20 text-gold',
    muted: 'border-linen bg-ivory text-muted',
    error: 'border-danger/30 bg-danger/5 text-danger',
  };
  return (
    <div className={cn('rounded-card border px-4 py-3', colours[tone])}>
      <dt className="text-xs font-semibold uppercase tracking-[0.16em]">{label}</dt>
      <dd className="mt-1 text-3xl font-semibold [font-variant-numeric:tabular-nums] text-ink">{value}</dd>
    </div>
  );
}

const more = (shown: number, total: number, what: string) =>
  total > shown ? <p className="mt-3 text-sm text-muted">…and {plural(total - shown, what)} more.</p> : null;

/** The preview of an import: what would be added, changed or refused, and the one button that writes it. */
export function ImportPreviewPanel({ preview, busy }: { preview: ImportPreview; busy: boolean }) {
  const writes = preview.newCount + preview.changedCount;
  const blocked = preview.errorCount > 0;
  return (
    <>
      <AdminCard title="Preview" description={`${plural(preview.rows, 'row')} read. Nothing has been saved yet.`}>
        <div role="status">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Tile label="New" value={preview.newCount} tone="new" />
            <Tile label="Changed" value={preview.changedCount} tone="changed" />
            <Tile label="Unchanged" value={preview.unchangedCount} tone="muted" />
            <Tile label="Errors" value={preview.errorCount} tone="error" />
          </dl>
        </div>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-linen pt-4">
          <p className="text-sm text-ink/85">
            {blocked
              ? 'Correct the rows in error, then preview the file again.'
              : writes === 0
                ? 'The file matches the shop: there is nothing to import.'
                : `Ready: ${preview.changedCount} changed, ${preview.newCount} new, saved together.`}
          </p>
          <input type="hidden" name="fingerprint" value={preview.fingerprint} />
          <Button type="submit" name="intent" value="confirm" disabled={blocked || writes === 0 || busy}>
            {busy ? 'Importing…' : `Confirm import of ${plural(writes, 'product')}`}
          </Button>
        </div>
      </AdminCard>

      {preview.errors.length > 0 ? (
        <AdminCard
          title="Rows with errors"
          description="Nothing is imported while the file has errors. Correct these rows in your spreadsheet and preview it again."
          border="border-danger/30"
        >
          <ul className="grid gap-2 text-sm">
            {preview.errors.map((message) => (
              <li key={message} className="flex gap-2 text-danger">
                <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{message}</span>
              </li>
            ))}
          </ul>
        </AdminCard>
      ) : null}

      {preview.notes.length > 0 ? (
        <AdminCard title="Please note">
          <ul className="grid gap-2 text-sm text-ink/85">
            {preview.notes.map((note) => (
              <li key={note} className="flex gap-2">
                <InfoIcon className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
                <span className="min-w-0 break-words">{note}</span>
              </li>
            ))}
          </ul>
        </AdminCard>
      ) : null}

      {preview.created.length > 0 ? (
        <AdminCard title="New products">
          <ul className="divide-y divide-linen">
            {preview.created.map((p) => (
              <li key={p.row} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5 text-sm">
                <span className="min-w-0">
                  <Badge className="mr-2">New</Badge>
                  <span className="font-medium text-ink">{p.name}</span>
                  <span className="ml-2 text-muted">
                    Row {p.row} · {p.id ?? 'id given on import'}
                  </span>
                </span>
                <span className="font-medium text-ink">{p.price}</span>
              </li>
            ))}
          </ul>
          {more(preview.created.length, preview.newCount, 'new product')}
        </AdminCard>
      ) : null}

      {preview.changed.length > 0 ? (
        <AdminCard title="Changed products">
          <ul className="divide-y divide-linen">
            {preview.changed.map((p) => (
              <li key={p.row} className="py-3 text-sm">
                <p>
                  <Badge variant="gold" className="mr-2">
                    Changed
                  </Badge>
                  <span className="font-medium text-ink">{p.name}</span>
                  <span className="ml-2 text-muted">
                    Row {p.row} · {p.id}
                  </span>
                </p>
                <dl className="mt-2 grid gap-1.5 sm:grid-cols-[10rem_1fr] sm:gap-x-4">
                  {p.changes.map((c) => (
                    <div key={c.column} className="contents">
                      <dt className="text-muted">{c.column}</dt>
                      <dd className="flex min-w-0 flex-wrap items-center gap-1.5 break-words text-ink">
                        <s className="text-muted">{c.before}</s>
                        <ArrowRightIcon className="size-3.5 shrink-0 text-gold" aria-label="becomes" />
                        <span>{c.after}</span>
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          {more(preview.changed.length, preview.changedCount, 'changed product')}
        </AdminCard>
      ) : null}
    </>
  );
}

export function ImportedPanel({ created, updated }: { created: number; updated: number }) {
  return (
    <AdminCard border="border-leaf/30">
      <p className="flex items-center gap-2 font-display text-2xl text-ink" role="status">
        <CircleCheckIcon className="size-6 text-leaf" aria-hidden="true" /> Imported: {updated} changed, {created} new
      </p>
      <p className="mt-1 text-sm text-muted">The shop shows them now.</p>
      <Button asChild variant="outline" className="mt-4">
        <Link to="/admin/products">Back to products</Link>
      </Button>
    </AdminCard>
  );
}
