import { toast } from 'sonner';

/**
 * Copies text for the user and says so in a toast; where the browser refuses (no permission, an
 * insecure origin), says how to copy by hand instead.
 * @param what - what was copied, for the toast ("Signing secret")
 */
export async function copyText(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied`);
  } catch {
    toast.error(`Could not copy: select the ${what.toLowerCase()} and copy it by hand`);
  }
}
