import { Menu } from 'lucide-react';
import { useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '#client/components/ui/sheet.tsx';
import { site } from '#client/config/site.ts';
import { cn } from '#client/lib/cn.ts';
import { Logo } from './logo.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/**
 * The signed-in app's frame: a sidebar on wide screens, a top bar with a menu sheet on narrow ones,
 * and the page in `<main id="main-content">`. What goes in the navigation and the account block is the
 * caller's business (app/layouts), so this file knows nothing about users.
 */
export type AppNavItem = { label: string; to: string; icon: ComponentType<{ className?: string }>; end?: boolean };

function AppNav({ items }: { items: readonly AppNavItem[] }) {
  return (
    <nav aria-label="App">
      <ul className="grid gap-1">
        {items.map(({ label, to, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  isActive
                    ? 'bg-accent text-accent-foreground'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AppShell({
  nav,
  account,
  children,
}: {
  nav: readonly AppNavItem[];
  account: ReactNode;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeOnAction = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a,button')) setMenuOpen(false);
  };
  return (
    <div className="min-h-dvh bg-muted/40 md:grid md:grid-cols-[16rem_1fr]">
      <aside
        aria-label="Sidebar"
        className="sticky top-0 hidden h-dvh flex-col gap-6 border-r bg-background p-4 md:flex"
      >
        <SkipLink />
        <Logo className="px-2 pt-1" />
        <AppNav items={nav} />
        <div className="mt-auto">{account}</div>
      </aside>
      <div className="flex min-h-dvh min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b bg-background px-4 md:hidden">
          <SkipLink />
          <Logo />
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Open menu">
                <Menu className="size-5" aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent side="left" onClick={closeOnAction}>
              <SheetHeader className="border-b">
                <SheetTitle>Menu</SheetTitle>
                <SheetDescription className="sr-only">App navigation and account</SheetDescription>
              </SheetHeader>
              <div className="px-2">
                <AppNav items={nav} />
              </div>
              <div className="mt-auto border-t p-4">{account}</div>
            </SheetContent>
          </Sheet>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <footer className="mx-auto w-full max-w-6xl px-4 py-4 text-xs text-muted-foreground sm:px-6 lg:px-8">
          {site.name} {site.version}
        </footer>
      </div>
    </div>
  );
}
