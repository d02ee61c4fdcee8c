import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '#client/components/ui/card.tsx';
import { LogoMark } from './logo.tsx';
import { PageTitle } from './page-title.tsx';

/**
 * The frame of the account pages (sign in, sign up, set-up, waiting list): one centred card whose
 * heading is the page's only <h1>.
 */
export function AuthPage({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="relative isolate flex justify-center px-4 py-12 sm:py-20">
      <div
        aria-hidden="true"
        data-decorative
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-accent/70 to-transparent"
      />
      <PageTitle>{title}</PageTitle>
      <Card className="w-full max-w-md gap-6 shadow-md animate-rise motion-reduce:animate-none">
        <CardHeader className="justify-items-center text-center">
          <LogoMark className="mb-2 size-10" />
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description ? <CardDescription className="text-balance">{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer ? (
          <CardFooter className="justify-center border-t pt-6 text-sm text-muted-foreground [.border-t]:pt-6">
            {footer}
          </CardFooter>
        ) : null}
      </Card>
    </div>
  );
}
