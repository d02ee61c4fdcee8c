import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { paths } from '#client/config/paths.ts';
import type { AutomationGuide } from '../utils/automation-guides.ts';

/** A how-to card for Zapier, Make or n8n: trigger on Coldsmith's webhooks, act with its API and a key. */
export function AutomationCard({ guide }: { guide: AutomationGuide }) {
  const headingId = `automation-${guide.name.toLowerCase()}`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <h3 id={headingId} className="text-base font-semibold">
          {guide.name}
        </h3>
        <CardDescription>{guide.tagline}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <div>
          <h4 className="font-medium">
            When something happens in Coldsmith (
            <Link className="underline underline-offset-2" to={paths.webhooks}>
              webhooks
            </Link>
            )
          </h4>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-muted-foreground">
            {guide.trigger.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <div>
          <h4 className="font-medium">
            To act in Coldsmith (
            <Link className="underline underline-offset-2" to={paths.api}>
              API key
            </Link>
            )
          </h4>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-muted-foreground">
            {guide.action.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </CardContent>
    </Card>
  );
}
