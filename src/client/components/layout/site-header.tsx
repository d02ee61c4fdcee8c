import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from '#client/components/navigation/link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useScrolled } from '#client/hooks/use-scrolled.ts';
import { cn } from '#client/lib/cn.ts';
import { replayEarlyTaps } from '#client/lib/early-taps.ts';
import { Logo } from './logo.tsx';
import { headerLinks } from './nav-links.ts';
import { SkipLink } from './skip-link.tsx';

/**
 * The public header (SPEC §2): skip link, logo, Home/Features/Pricing, and the account actions the page
 * composing it passes in (`actions`, drawn once for the bar and once for the mobile menu). Transparent
 * at the top of the page, opaque with a shadow once scrolled past 10 px (SPEC §9, `useScrolled`).
 */
type Placement = 'bar' | 'menu';

// The menu's chunk starts loading as soon as the button is pointed at or focused.
const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(loadMobileMenu);

export function SiteHeader({ actions }: { actions: (placement: Placement) => ReactNode }) {
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first open on, so closing can animate and reopening is instant.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };
  // A tap on the prerendered menu button before hydration opens the menu now (lib/early-taps.ts).
  useEffect(replayEarlyTaps, []);
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 w-full border-b border-transparent transition-[background-color,box-shadow,border-color] duration-200',
        // Fully opaque, not frosted: SPEC §2 says opaque, and text under a translucent bar hurts contrast.
        scrolled && 'border-border bg-background shadow-sm',
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
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onPointerEnter={loadMobileMenu}
          onFocus={loadMobileMenu}
          data-early-tap="menu"
          onClick={openMenu}
        >
          <Menu className="size-5" aria-hidden="true" />
        </Button>
        {menuLoaded ? (
          <Suspense fallback={null}>
            <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} actions={actions('menu')} />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
