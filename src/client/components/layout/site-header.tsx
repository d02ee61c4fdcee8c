import { Menu } from 'lucide-react';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '#client/components/ui/sheet.tsx';
import { useScrolled } from '#client/hooks/use-scrolled.ts';
import { cn } from '#client/lib/cn.ts';
import { Logo } from './logo.tsx';
import { headerLinks } from './nav-links.ts';
import { SkipLink } from './skip-link.tsx';

/**
 * The public header (SPEC §2): skip link, logo, Home/Features/Pricing, and the account actions the page
 * composing it passes in (`actions`, drawn once for the bar and once for the mobile menu). Transparent
 * at the top of the page, opaque with a shadow once scrolled past 10 px.
 */
type Placement = 'bar' | 'menu';

export function SiteHeader({ actions }: { actions: (placement: Placement) => ReactNode }) {
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  // Any link or button in the menu navigates or acts: close the menu with it.
  const closeOnAction = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a,button')) setMenuOpen(false);
  };
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 w-full border-b border-transparent transition-[background-color,box-shadow,border-color] duration-200',
        scrolled && 'border-border bg-background/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-background/80',
      )}
    >
      <SkipLink />
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">{actions('bar')}</div>
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
              <Menu className="size-5" aria-hidden="true" />
            </Button>
          </SheetTrigger>
          <SheetContent side="right" onClick={closeOnAction}>
            <SheetHeader className="border-b">
              <SheetTitle>Menu</SheetTitle>
              <SheetDescription className="sr-only">Site navigation and account</SheetDescription>
            </SheetHeader>
            <nav aria-label="Mobile" className="px-2">
              <ul className="grid gap-1">
                {headerLinks.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className="block rounded-md px-3 py-2.5 text-base font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-auto grid gap-2 border-t p-4">{actions('menu')}</div>
          </SheetContent>
        </Sheet>
      </div>
    </header>
  );
}
