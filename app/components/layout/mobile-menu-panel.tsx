import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { HeaderSearch } from './header-search';
import { MobileMenuLinks } from './mobile-menu-links';

/** The mobile menu's sheet once the page is alive: search, the main links, occasions and categories. */
export default function MobileMenuPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="left" className="overflow-y-auto">
        <DialogTitle tone="text-maroon">Menu</DialogTitle>
        <DialogDescription className="sr-only">Site navigation</DialogDescription>
        <HeaderSearch className="mt-4" />
        <MobileMenuLinks onNavigate={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
