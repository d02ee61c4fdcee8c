import { Link } from '#client/components/navigation/link.tsx';
import { cn } from '#client/lib/cn.ts';

/** The Coldsmith mark: an envelope with a spark, the same drawing as /favicon.svg. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" fill="none" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M7 11.5A2.5 2.5 0 0 1 9.5 9h13a2.5 2.5 0 0 1 2.5 2.5v9a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 7 20.5z"
        stroke="#fff"
        strokeWidth="2"
      />
      <path d="m8 10.5 8 6 8-6" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      <path d="M24.5 4.5v4M22.5 6.5h4" className="stroke-ember" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Logo linking home (SPEC §2 header). */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2.5 rounded-md text-lg font-semibold tracking-tight focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
        className,
      )}
    >
      <LogoMark />
      <span>Coldsmith</span>
      <span className="sr-only">, home</span>
    </Link>
  );
}
