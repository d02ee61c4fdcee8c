import { PageTitle } from '#client/components/layout/page-title.tsx';
import { Playground } from '#client/features/playground/components/playground.tsx';

/** /dashboard/generation (SPEC's content generation screen): write one e-mail and watch it being written. */
export function Component() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle>Playground</PageTitle>
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Playground</h1>
        <p className="text-muted-foreground">
          One prospect and a brief: see the e-mail written, grounded in what you give it, with its score.
        </p>
      </div>
      <Playground />
    </div>
  );
}
