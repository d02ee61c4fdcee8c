import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';

/**
 * Backup codes, shown once (the server keeps them encrypted and never shows them again): a list the
 * user can read, copy or keep somewhere safe. Each code signs in once when the phone is not at hand.
 */
export function BackupCodes({ codes }: { codes: readonly string[] }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Backup codes copied');
    } catch {
      toast.error('Could not copy: select the codes and copy them by hand');
    }
  };
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <p className="text-sm">
        Save these backup codes somewhere safe. Each one signs you in once if you lose your phone; they will not be
        shown again.
      </p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => void copy()}>
        <Copy aria-hidden="true" />
        Copy codes
      </Button>
    </div>
  );
}
