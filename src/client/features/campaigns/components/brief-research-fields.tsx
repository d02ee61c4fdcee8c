import { useFormContext, useWatch } from 'react-hook-form';
import { NumberField } from '#client/components/ui/form/number-field.tsx';
import { SelectField } from '#client/components/ui/form/select-field.tsx';
import { DEFAULT_RESEARCH_PAGES, MAX_RESEARCH_PAGES, type ResearchMode } from '#shared/research.ts';
import type { CampaignFormInput, CampaignFormOutput } from '../utils/campaign-form-values.ts';
import { FormSection } from './form-section.tsx';

const researchOptions: { value: ResearchMode; label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'website', label: 'Prospect’s website' },
];

/** What one site's research fetches, in a line (docs/decisions/033): the home page and up to `pages` more. */
function researchScope(pages: number): string {
  const linked =
    pages === 0
      ? 'The home page only'
      : `The home page plus up to ${pages} ${pages === 1 ? 'page' : 'pages'} (about, product, customers, careers, news)`;
  return `${linked}; robots.txt is respected, one request a second per site.`;
}

/**
 * Research before writing (issue 15): off, or each prospect's company website (the row's, else its
 * e-mail's domain), and then how many pages beyond the home page. The line under the box follows what
 * is typed: an empty box is the default, a number out of range the nearest allowed (its error says so).
 */
export function BriefResearchFields() {
  const { control } = useFormContext<CampaignFormInput, unknown, CampaignFormOutput>();
  const mode = useWatch({ control, name: 'brief.research' }) ?? 'off';
  const pages = useWatch({ control, name: 'brief.researchPages' });
  const shown =
    typeof pages === 'number' && Number.isFinite(pages)
      ? Math.min(MAX_RESEARCH_PAGES, Math.max(0, Math.round(pages)))
      : DEFAULT_RESEARCH_PAGES;
  return (
    <FormSection
      id="brief-research"
      title="Research"
      description="Facts from each prospect’s company website, which the e-mails cite. Off writes from the imported row alone."
    >
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <SelectField control={control} name="brief.research" label="Research" options={researchOptions} />
        {mode === 'website' ? (
          <NumberField
            control={control}
            name="brief.researchPages"
            label="Pages per site"
            description={researchScope(shown)}
            inputProps={{ inputMode: 'numeric', min: 0, max: MAX_RESEARCH_PAGES }}
          />
        ) : null}
      </div>
    </FormSection>
  );
}
