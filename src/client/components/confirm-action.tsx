import { useState, type ReactNode } from 'react';
import { FormError } from '#client/components/form-error.tsx';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#client/components/ui/alert-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorMessage } from '#client/lib/api-error.ts';

/**
 * An action that needs a confirmation (revoke, delete, disconnect, rotate): `trigger` opens the dialog;
 * its confirm button runs `run` and the dialog stays open until the server has answered, showing the
 * refusal if there is one (a plain button, not AlertDialogAction, which would close at once).
 * @param run - throws to keep the dialog open with the error's message
 * @param pendingLabel - what the spinner says while `run` runs ("Revoking")
 */
export function ConfirmAction(props: {
  /** Opens the dialog; omit it and pass `open`/`onOpenChange` to open it from elsewhere (a select). */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirm: string;
  pendingLabel?: string;
  destructive?: boolean;
  run: () => Promise<void>;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    props.onOpenChange?.(next);
  };
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const go = async () => {
    setPending(true);
    setError(null);
    try {
      await props.run();
      setOpen(false);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setPending(false);
    }
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      {props.trigger ? <AlertDialogTrigger asChild>{props.trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{props.title}</AlertDialogTitle>
          <AlertDialogDescription>{props.description}</AlertDialogDescription>
        </AlertDialogHeader>
        {error ? <FormError>{error}</FormError> : null}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button variant={props.destructive ? 'destructive' : 'default'} disabled={pending} onClick={() => void go()}>
            {pending ? (
              <Spinner
                label={props.pendingLabel ?? 'Working'}
                className={props.destructive ? 'text-white' : 'text-primary-foreground'}
              />
            ) : null}
            {props.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The outline button in the destructive colour that opens a delete or revoke confirmation. */
export const destructiveTriggerClass =
  'border-destructive/40 text-destructive hover:bg-destructive/5 hover:text-destructive';
