import type { MouseEvent, ReactNode } from 'react';
import { Link } from '#client/components/navigation/link.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '#client/components/ui/sheet.tsx';
import { headerLinks } from './nav-links.ts';

/**
 * The public header's menu below the `md` breakpoint: Home/Features/Pricing and the account actions in
 * a side sheet (Radix Dialog: focus trapped inside, Escape closes, focus back on the menu button). It is
 * its own chunk, loaded on the first open (see SiteHeader), because Radix Dialog and its scroll lock
 * are ~13 KB gzip the landing page would otherwise carry for every desktop visitor (decision 016).
 */
export default function MobileMenu({
  open,
  onOpenChange,
  actions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actions: ReactNode;
}) {
  // Any link or button in the menu navigates or acts: close the menu with it.
  const closeOnAction = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a,button')) onOpenChange(false);
  };
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" onClick={closeOnAction}>
        <SheetHeader className="border-b">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation and account</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="px-2">
          <ul className="grid gap-1">
            {headerLinks.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  className="block rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto grid gap-2 border-t p-4">{actions}</div>
      </SheetContent>
    </Sheet>
  );
}
