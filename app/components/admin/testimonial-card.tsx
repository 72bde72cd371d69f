import PencilIcon from 'lucide-react/icons/pencil';
import QuoteIcon from 'lucide-react/icons/quote';
import Trash2Icon from 'lucide-react/icons/trash';
import UserIcon from 'lucide-react/icons/user';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { SwitchButton } from '~/components/ui/switch';
import { useHydrated } from '~/lib/use-hydrated';
import { MESSAGES } from '~/lib/messages';
import { cn } from '~/lib/utils';
import { AdminImage } from './admin-image';
import { ConfirmDelete } from './confirm-dialog';
import { TestimonialForm } from './testimonial-form';
import { useActionToast } from './use-action-toast';
import { useDeleteAction } from './row-actions';
import { formatDate } from '~/lib/dates';

export type TestimonialView = {
  id: string;
  name: string;
  message: string;
  imageUrl: string | null;
  isPublished: boolean;
  createdAt: Date | string;
};

export function TestimonialCard({ testimonial: t }: { testimonial: TestimonialView }) {
  const fetcher = useFetcher();
  const [editing, setEditing] = useState(false);
  useActionToast(fetcher.data);
  const { remove } = useDeleteAction(t.id);
  const published = fetcher.formData?.get('intent') === 'toggle' ? fetcher.formData.get('isPublished') === 'true' : t.isPublished;
  // Published is a form, so it works before the screen's scripts arrive; editing and deleting open
  // dialogs and wait for the scripts.
  const hydrated = useHydrated();
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-card border p-5 shadow-xs transition-colors',
        published ? 'border-linen bg-white' : 'border-dashed border-muted/40 bg-sand/40',
      )}
    >
      <div className="flex items-center gap-3">
        {t.imageUrl ? (
          <AdminImage
            src={t.imageUrl}
            alt={`Photo of ${t.name}`}
            width={48}
            height={48}
            className={cn('size-12 shrink-0 rounded-full', !published && 'opacity-50 grayscale')}
          />
        ) : (
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-sand text-muted">
            <UserIcon className="size-5" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-sans text-base font-medium text-ink">{t.name}</h2>
          <p className="text-xs text-muted">{formatDate(t.createdAt)}</p>
        </div>
        <Badge variant={published ? 'default' : 'muted'}>{published ? 'Published' : 'Hidden'}</Badge>
      </div>
      <blockquote className="relative whitespace-pre-line pl-6 text-sm leading-relaxed text-ink">
        <QuoteIcon className="absolute left-0 top-0.5 size-4 text-gold" aria-hidden="true" />
        {t.message}
      </blockquote>
      <div className="mt-auto flex items-center justify-between gap-2 border-t border-linen pt-3">
        <fetcher.Form method="post" className="flex items-center gap-2 text-sm text-ink">
          <input type="hidden" name="id" value={t.id} />
          <input type="hidden" name="intent" value="toggle" />
          <SwitchButton
            name="isPublished"
            checked={published}
            disabled={fetcher.state !== 'idle'}
            aria-label={`Publish testimonial from ${t.name}`}
          />
          <span aria-hidden="true">Published</span>
        </fetcher.Form>
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            disabled={!hydrated}
            onClick={() => setEditing(true)}
            aria-label={`Edit testimonial from ${t.name}`}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          <ConfirmDelete
            title="Delete testimonial?"
            question={MESSAGES.admin.confirmDeleteTestimonial}
            onConfirm={remove}
            trigger={(open) => (
              <Button
                type="button"
                variant="ghost-danger"
                size="icon-sm"
                disabled={!hydrated}
                onClick={open}
                aria-label={`Delete testimonial from ${t.name}`}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            )}
          />
        </div>
      </div>
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent maxWidth="max-w-xl">
          <DialogTitle>Edit testimonial</DialogTitle>
          <DialogDescription className="mb-4">Published testimonials show on the home page, newest first.</DialogDescription>
          {editing ? (
            <TestimonialForm
              id={t.id}
              initial={{ name: t.name, message: t.message, imageUrl: t.imageUrl ?? '', isPublished: t.isPublished }}
              onDone={() => setEditing(false)}
              publishLabel="Published"
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </li>
  );
}
