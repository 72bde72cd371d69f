import PencilIcon from 'lucide-react/icons/pencil';
import Trash2Icon from 'lucide-react/icons/trash';
import { useState } from 'react';
import type * as React from 'react';
import { useFetcher, type FetcherWithComponents } from 'react-router';
import { Button } from '~/components/ui/button';
import { SwitchButton } from '~/components/ui/switch';
import { useHydrated } from '~/lib/use-hydrated';
import { ConfirmDelete } from './confirm-dialog';
import { useDeleteAction } from './row-actions';
import { useActionToast } from './use-action-toast';

type Fetcher = FetcherWithComponents<unknown>;

/**
 * What an admin card (a banner, a testimonial) needs: its fetcher, whose answers are toasted; its edit
 * dialog's state; its delete; and `on`, the state its switch shows: the one it was turned to while that
 * is on its way (optimistic; the server's answer and the reload confirm it), else the saved one.
 */
export function useAdminCard(id: string, field: string, saved: boolean) {
  const fetcher = useFetcher();
  const [editing, setEditing] = useState(false);
  useActionToast(fetcher.data);
  const { remove } = useDeleteAction(id);
  const on = fetcher.formData?.get('intent') === 'toggle' ? fetcher.formData.get(field) === 'true' : saved;
  return { fetcher, editing, setEditing, remove, on };
}

/** A card's frame and its picture by its switch: solid when on, dashed on sand and greyed when off. */
export const cardTone = (on: boolean) => (on ? 'border-linen bg-white' : 'border-dashed border-muted/40 bg-sand/40');
export const pictureTone = (on: boolean) => (on ? '' : 'opacity-50 grayscale');

/**
 * A card's on/off switch (a banner's Active, a testimonial's Published): a form, so it works before the
 * screen's scripts arrive; afterwards the card's fetcher sends it.
 */
export function CardSwitchForm({
  fetcher,
  id,
  field,
  checked,
  label,
  className,
  children,
}: {
  fetcher: Fetcher;
  id: string;
  field: string;
  checked: boolean;
  label: string;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <fetcher.Form method="post" className={className}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value="toggle" />
      <SwitchButton name={field} checked={checked} disabled={fetcher.state !== 'idle'} aria-label={label} />
      {children}
    </fetcher.Form>
  );
}

/** Edit and Delete for one card: both open dialogs, so they wait for the screen's scripts. */
export function CardEditDelete({
  subject,
  onEdit,
  deleteTitle,
  deleteQuestion,
  onDelete,
}: {
  /** Names the card in the buttons' labels: "Edit …", "Delete …". */
  subject: string;
  onEdit: () => void;
  deleteTitle: string;
  deleteQuestion: string;
  onDelete: () => void;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <Button type="button" variant="ghost" size="icon-sm" disabled={!hydrated} onClick={onEdit} aria-label={`Edit ${subject}`}>
        <PencilIcon aria-hidden="true" />
      </Button>
      <ConfirmDelete
        title={deleteTitle}
        question={deleteQuestion}
        onConfirm={onDelete}
        trigger={(open) => (
          <Button type="button" variant="ghost-danger" size="icon-sm" disabled={!hydrated} onClick={open} aria-label={`Delete ${subject}`}>
            <Trash2Icon aria-hidden="true" />
          </Button>
        )}
      />
    </>
  );
}
