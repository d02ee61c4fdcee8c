import type { Mapping, ProspectFlagCode, StandardField } from '#shared/prospects.ts';

/** How the standard fields are named in the mapping step. */
export const standardFieldLabels: Record<StandardField, string> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  title: 'Title',
  company: 'Company',
  website: 'Website',
  linkedinUrl: 'LinkedIn URL',
  industry: 'Industry',
  location: 'Location',
  notes: 'Notes',
};

export const flagLabels: Record<ProspectFlagCode, string> = {
  missing_email: 'No e-mail',
  invalid_email: 'Invalid e-mail',
  role_address: 'Role address',
  disposable_domain: 'Disposable domain',
  suspicious_value: 'Suspicious value',
};

/** File types the drop zone takes (the server sniffs the content; this only guides the picker). */
export const ACCEPTED_FILE_TYPES = '.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain';
export const isAcceptedFileName = (name: string) => /\.(csv|tsv|txt)$/i.test(name);

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Standard fields chosen by more than one column (the import would not know which to keep). */
export function duplicateTargets(mapping: Mapping): StandardField[] {
  const seen = new Map<StandardField, number>();
  for (const field of Object.values(mapping)) if (field) seen.set(field, (seen.get(field) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([field]) => field);
}
