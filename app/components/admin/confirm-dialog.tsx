import { useState } from 'react';
import type * as React from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';

/**
 * Asks before something is deleted. The question is the shop's fixed wording; nothing happens until the
 * owner presses the red button.
 */
export function ConfirmDelete({
  title,
  question,
  onConfirm,
  trigger,
  busy,
}: {
  title: string;
  question: string;
  onConfirm: () => void;
  trigger: (open: () => void) => React.ReactNode;
  busy?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {trigger(() => setOpen(true))}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent role="alertdialog">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription size="text-base" className="mt-2">
            {question}
          </DialogDescription>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={busy}
              onClick={() => {
                onConfirm();
                setOpen(false);
              }}
            >
              Delete
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
