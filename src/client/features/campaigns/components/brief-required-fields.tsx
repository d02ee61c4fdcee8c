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
import { FormSection } from './form-section.tsx';

/** The three fields a campaign cannot go without: its name, who sends, and what is offered. */
export function BriefRequiredFields() {
  const { control } = useFormContext<CampaignFormInput, unknown, CampaignFormOutput>();
  return (
    <FormSection
      id="brief-essentials"
      title="Essentials"
      description="The only fields you must fill in. Everything below sharpens the e-mails."
    >
      <FormField
        control={control}
        name="name"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Campaign name</FormLabel>
            <FormControl>
              <Input placeholder="e.g. Q3 outreach to fintech CTOs" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="brief.senderName"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Sender name</FormLabel>
            <FormControl>
              <Input autoComplete="name" placeholder="e.g. Jane Doe" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="brief.offer"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Offer</FormLabel>
            <FormControl>
              <Textarea rows={3} placeholder="What you sell, to whom, and the result it brings." {...field} />
            </FormControl>
            <FormDescription>One or two plain sentences. The e-mails never promise more than this.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </FormSection>
  );
}
