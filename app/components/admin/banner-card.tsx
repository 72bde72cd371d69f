import ArrowDownIcon from 'lucide-react/icons/arrow-down';
import ArrowUpIcon from 'lucide-react/icons/arrow-up';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import ImageOffIcon from 'lucide-react/icons/image-off';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { MESSAGES } from '~/lib/messages';
import { cn } from '~/lib/utils';
import { AdminImage } from './admin-image';
import { BannerEditDialog } from './banner-edit-dialog';
import { CardEditDelete, CardSwitchForm, cardTone, pictureTone, useAdminCard } from './card-actions';
import type { BannerView } from '~/lib/views';

export function BannerCard({ banner, isFirst, isLast }: { banner: BannerView; isFirst: boolean; isLast: boolean }) {
  const { fetcher, editing, setEditing, remove, on: pendingActive } = useAdminCard(banner.id, 'isActive', banner.isActive);
  const busy = fetcher.state !== 'idle';

  return (
    <li className={cn('flex flex-col overflow-hidden rounded-card border shadow-xs transition-colors', cardTone(pendingActive))}>
      {banner.imageUrl ? (
        <AdminImage
          src={banner.imageUrl}
          alt={banner.altText || banner.title}
          width={480}
          height={160}
          sizes="(min-width: 1024px) 30vw, 100vw"
          className={cn('aspect-[3/1] h-auto w-full', pictureTone(pendingActive))}
          hideOnError
        />
      ) : (
        <div className="flex items-center gap-2 bg-sand px-4 py-3 text-xs text-muted">
          <ImageOffIcon className="size-4" aria-hidden="true" /> No image: shown as text
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-sans text-base font-medium text-ink">{banner.title || 'Untitled banner'}</h2>
            {banner.subtitle ? <p className="mt-0.5 line-clamp-2 text-sm text-muted">{banner.subtitle}</p> : null}
          </div>
          <Badge variant={pendingActive ? 'default' : 'muted'}>{pendingActive ? 'Active' : 'Inactive'}</Badge>
        </div>
        {banner.ctaText ? (
          <p className="flex items-center gap-1.5 text-sm text-ink">
            <ExternalLinkIcon className="size-3.5 text-muted" aria-hidden="true" />
            <span>{banner.ctaText}</span>
            {banner.ctaLink ? <span className="truncate text-muted">→ {banner.ctaLink}</span> : null}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-linen pt-3">
          <fetcher.Form method="post" className="flex items-center gap-1">
            <input type="hidden" name="id" value={banner.id} />
            <input type="hidden" name="intent" value="move" />
            <span className="mr-1 text-sm text-muted">Order {banner.displayOrder}</span>
            <Button
              type="submit"
              name="direction"
              value="up"
              variant="ghost"
              size="icon-xs"
              disabled={busy || isFirst}
              aria-label={`Move ${banner.title} up`}
            >
              <ArrowUpIcon aria-hidden="true" />
            </Button>
            <Button
              type="submit"
              name="direction"
              value="down"
              variant="ghost"
              size="icon-xs"
              disabled={busy || isLast}
              aria-label={`Move ${banner.title} down`}
            >
              <ArrowDownIcon aria-hidden="true" />
            </Button>
            {busy ? <Spinner label="Saving" className="ml-1" /> : null}
          </fetcher.Form>
          <div className="flex items-center gap-1">
            <CardSwitchForm
              fetcher={fetcher}
              id={banner.id}
              field="isActive"
              checked={pendingActive}
              label={`${banner.title} active`}
              className="flex"
            />
            <CardEditDelete
              subject={banner.title}
              onEdit={() => setEditing(true)}
              deleteTitle="Delete banner?"
              deleteQuestion={MESSAGES.admin.confirmDeleteBanner}
              onDelete={remove}
            />
          </div>
        </div>
      </div>
      {editing ? <BannerEditDialog banner={banner} onClose={() => setEditing(false)} /> : null}
    </li>
  );
}
