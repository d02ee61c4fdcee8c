import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '#client/config/paths.ts';
import { cn } from '#client/lib/cn.ts';

/** The heading of both admin pages, with links between them (the app nav has one Admin entry for both). */
const links = [
  { to: paths.admin, label: 'Dashboard', end: true },
  { to: paths.adminUsers, label: 'Users', end: false },
];

export function AdminHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{children}</p>
      </div>
      <nav aria-label="Admin" className="border-b">
        <ul className="-mb-px flex gap-4">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  cn(
                    'focus-visible:ring-ring inline-block border-b-2 px-1 pb-2 text-sm font-medium focus-visible:ring-2 focus-visible:outline-none',
                    isActive
                      ? 'border-primary text-foreground'
                      : 'text-muted-foreground hover:text-foreground border-transparent',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
