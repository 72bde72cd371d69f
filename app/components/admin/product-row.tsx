import PencilIcon from 'lucide-react/icons/pencil';
import Trash2Icon from 'lucide-react/icons/trash';
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { MESSAGES } from '~/lib/messages';
import { formatINR } from '~/lib/money';
import { AdminImage } from './admin-image';
import { ConfirmDelete } from './confirm-dialog';
import { ADMIN_INVENTORY_LABELS, capitalise } from './product-form-state';
import { useDeleteAction } from './row-actions';

type Row = {
  id: string;
  name: string;
  price: number;
  originalPrice: number | null;
  image: string;
  category: string;
  inventoryStatus: string;
  stockQuantity: number | null;
  isPublished: boolean;
};

export function ProductRow({ product: p }: { product: Row }) {
  const { busy, remove } = useDeleteAction(p.id);
  return (
    <li
      className={`flex flex-wrap items-center gap-4 rounded-card border border-linen bg-white p-3 shadow-xs sm:flex-nowrap ${busy ? 'opacity-60' : ''}`}
    >
      <AdminImage src={p.image} alt={p.name} width={64} height={80} className="h-20 w-16 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        <Link to={`/admin/products/${p.id}/edit`} className="font-medium text-ink hover:text-maroon hover:underline">
          {p.name}
        </Link>
        <p className="text-xs text-muted">
          {p.id} · {capitalise(p.category)}
        </p>
        <div className="mt-1.5 flex flex-wrap gap-1.5">
          {p.isPublished ? <Badge>Published</Badge> : <Badge variant="muted">Draft</Badge>}
          <Badge variant={p.inventoryStatus === 'available' ? 'outline' : 'destructive'}>
            {ADMIN_INVENTORY_LABELS[p.inventoryStatus] ?? p.inventoryStatus}
            {p.stockQuantity !== null ? ` · ${p.stockQuantity} in stock` : ''}
          </Badge>
        </div>
      </div>
      <div className="text-right">
        <p className="font-medium text-ink">{formatINR(p.price)}</p>
        {p.originalPrice ? <p className="text-xs text-muted line-through">{formatINR(p.originalPrice)}</p> : null}
      </div>
      <div className="flex items-center gap-1">
        {busy ? <Spinner label="Deleting" /> : null}
        <Button asChild variant="ghost" size="sm">
          <Link to={`/admin/products/${p.id}/edit`} aria-label={`Edit ${p.name}`}>
            <PencilIcon aria-hidden="true" /> Edit
          </Link>
        </Button>
        <ConfirmDelete
          title="Delete product?"
          question={MESSAGES.admin.confirmDeleteProduct}
          busy={busy}
          onConfirm={remove}
          trigger={(open) => (
            <Button type="button" variant="ghost-danger" size="sm" onClick={open} aria-label={`Delete ${p.name}`}>
              <Trash2Icon aria-hidden="true" /> Delete
            </Button>
          )}
        />
      </div>
    </li>
  );
}
