import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { FormShell } from '#client/components/ui/form/form-shell.tsx';
import { SubmitButton } from '#client/components/ui/form/submit-button.tsx';
import { TextField } from '#client/components/ui/form/text-field.tsx';
import { applyServerError } from '#client/lib/apply-server-error.ts';
import { standardFields, type Prospect } from '#shared/prospects.ts';
import { useUpdateProspect } from '../api/manage-prospect.ts';
import { standardFieldLabels } from '../utils/fields.ts';
import {
  prospectFormSchema,
  prospectFormValues,
  prospectPatch,
  type ProspectFormInput,
  type ProspectFormOutput,
} from '../utils/edit-form.ts';

/**
 * The Edit action of a prospect's row: a dialog with its standard and custom fields. The server checks
 * the row again as an import does (its flags change with it); what it refuses shows under the field
 * it names (applyServerError), anything else above the fields.
 */
export function EditProspectDialog({ prospect, label }: { prospect: Prospect; label: string }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateProspect(prospect.campaignId);
  const form = useForm<ProspectFormInput, unknown, ProspectFormOutput>({
    resolver: zodResolver(prospectFormSchema),
    defaultValues: prospectFormValues(prospect),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: prospect.id, patch: prospectPatch(values) });
    } catch (error) {
      applyServerError(error, form.setError, standardFields);
      return;
    }
    toast.success('Prospect saved');
    setOpen(false);
  });
  // The custom fields' names are fixed while the dialog is open: the form's `custom` list is built from them.
  const customNames = Object.keys(prospect.fields);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(prospectFormValues(prospect));
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={`Edit ${label}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit {label}</DialogTitle>
          <DialogDescription>
            The row is checked again on save, as an import checks it. E-mails already written keep their text.
          </DialogDescription>
        </DialogHeader>
        <FormShell form={form} onSubmit={submit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {standardFields.map((field) => (
              <TextField key={field} control={form.control} name={field} label={standardFieldLabels[field]} />
            ))}
            {customNames.map((name, i) => (
              <TextField key={name} control={form.control} name={`custom.${i}.value`} label={name} />
            ))}
          </div>
          <DialogFooter>
            <SubmitButton pendingLabel="Saving">Save</SubmitButton>
          </DialogFooter>
        </FormShell>
      </DialogContent>
    </Dialog>
  );
}
