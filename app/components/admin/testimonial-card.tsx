import QuoteIcon from 'lucide-react/icons/quote';
import UserIcon from 'lucide-react/icons/user';
import { Badge } from '~/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { MESSAGES } from '~/lib/messages';
import { cn } from '~/lib/utils';
import { AdminImage } from './admin-image';
import { CardEditDelete, CardSwitchForm, cardTone, pictureTone, useAdminCard } from './card-actions';
import { TestimonialForm } from './testimonial-form';
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
  const { fetcher, editing, setEditing, remove, on: published } = useAdminCard(t.id, 'isPublished', t.isPublished);
  return (
    <li className={cn('flex flex-col gap-3 rounded-card border p-5 shadow-xs transition-colors', cardTone(published))}>
      <div className="flex items-center gap-3">
        {t.imageUrl ? (
          <AdminImage
            src={t.imageUrl}
            alt={`Photo of ${t.name}`}
            width={48}
            height={48}
            className={cn('size-12 shrink-0 rounded-full', pictureTone(published))}
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
        <CardSwitchForm
          fetcher={fetcher}
          id={t.id}
          field="isPublished"
          checked={published}
          label={`Publish testimonial from ${t.name}`}
          className="flex items-center gap-2 text-sm text-ink"
        >
          <span aria-hidden="true">Published</span>
        </CardSwitchForm>
        <div className="flex items-center gap-1">
          <CardEditDelete
            subject={`testimonial from ${t.name}`}
            onEdit={() => setEditing(true)}
            deleteTitle="Delete testimonial?"
            deleteQuestion={MESSAGES.admin.confirmDeleteTestimonial}
            onDelete={remove}
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
