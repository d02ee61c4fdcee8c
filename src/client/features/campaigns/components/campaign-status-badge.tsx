import { Badge } from '#client/components/ui/badge.tsx';
import type { CampaignStatus } from '#shared/campaigns.ts';

const labels: Record<CampaignStatus, string> = { draft: 'Draft', active: 'Active', archived: 'Archived' };
const variants = { draft: 'secondary', active: 'accent', archived: 'outline' } as const;

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <Badge variant={variants[status]}>{labels[status]}</Badge>;
}
