import { useFormContext } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '#client/components/ui/form/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import type { CampaignFormInput, CampaignFormOutput } from '../utils/campaign-form-values.ts';
import { FormSection, Optional } from './form-section.tsx';
import { StringListField } from './string-list-field.tsx';

/** Who sends, and the substance of the pitch: value propositions, proof points, audience. */
export function BriefSenderFields() {
  const { control } = useFormContext<CampaignFormInput, unknown, CampaignFormOutput>();
  return (
    <>
      <FormSection id="brief-sender" title="Sender" description="How you sign and introduce yourself.">
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField
            control={control}
            name="brief.senderCompany"
            render={({ field }) => (
              <FormItem>
                <FormLabel>
                  Company <Optional />
                </FormLabel>
                <FormControl>
                  <Input autoComplete="organization" {...field} value={field.value ?? ''} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name="brief.senderRole"
            render={({ field }) => (
              <FormItem>
                <FormLabel>
                  Role <Optional />
                </FormLabel>
                <FormControl>
                  <Input
                    autoComplete="organization-title"
                    placeholder="e.g. Founder"
                    {...field}
                    value={field.value ?? ''}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
      </FormSection>
      <FormSection
        id="brief-pitch"
        title="Pitch"
        description="Reasons to reply. Only what you list here is claimed about you."
      >
        <FormField
          control={control}
          name="brief.valueProps"
          render={({ field, fieldState }) => (
            <FormItem>
              <p className="text-sm leading-none font-medium">
                Value propositions <Optional />
              </p>
              <StringListField
                label="Value propositions"
                itemLabel="Value proposition"
                max={10}
                value={field.value ?? []}
                onChange={field.onChange}
                placeholder="e.g. Cuts onboarding time in half"
              />
              {fieldState.error ? (
                <p className="text-sm text-destructive">
                  Each value proposition needs some text (at most 500 characters).
                </p>
              ) : null}
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="brief.proofPoints"
          render={({ field, fieldState }) => (
            <FormItem>
              <p className="text-sm leading-none font-medium">
                Proof points <Optional />
              </p>
              <StringListField
                label="Proof points"
                itemLabel="Proof point"
                max={10}
                value={field.value ?? []}
                onChange={field.onChange}
                placeholder="e.g. Used by 40 Series A fintechs"
              />
              {fieldState.error ? (
                <p className="text-sm text-destructive">Each proof point needs some text (at most 500 characters).</p>
              ) : null}
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="brief.audience"
          render={({ field }) => (
            <FormItem>
              <FormLabel>
                Audience <Optional />
              </FormLabel>
              <FormControl>
                <Textarea
                  rows={2}
                  placeholder="e.g. Heads of engineering at 20–200 person B2B SaaS companies"
                  {...field}
                  value={field.value ?? ''}
                />
              </FormControl>
              <FormDescription>Who these prospects are and what they care about.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      </FormSection>
    </>
  );
}
