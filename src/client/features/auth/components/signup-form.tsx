import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '#client/components/ui/form/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { paths } from '#client/config/paths.ts';
import { PASSWORD_MIN, signUpSchema } from '#shared/auth.ts';
import { useSignUp } from '../api/sign-up.ts';
import { applyServerError } from '../../../lib/apply-server-error.ts';
import { FormError } from '#client/components/form-error.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';

/**
 * Sign-up: name, e-mail, password, validated with the same schema the server uses. The new account is
 * signed in and pending, so it goes straight to its place on the waiting list.
 */
export function SignupForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm({ resolver: zodResolver(signUpSchema), defaultValues: { name: '', email: '', password: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      applyServerError(error, form.setError, ['name', 'email', 'password']);
      return;
    }
    toast.success("You're on the waiting list");
    await navigate(paths.waitingList, { replace: true });
  });

  const { errors, isSubmitting } = form.formState;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormError>{errors.root?.server?.message}</FormError>
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Name</FormLabel>
              <FormControl>
                <Input autoComplete="name" placeholder="Ada Lovelace" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Work e-mail</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" inputMode="email" placeholder="you@company.com" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field, fieldState }) => (
            <FormItem>
              <FormLabel>Password</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="new-password" {...field} />
              </FormControl>
              {fieldState.error ? null : <FormDescription>At least {PASSWORD_MIN} characters.</FormDescription>}
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? <Spinner label="Creating your account" className="text-primary-foreground" /> : null}
          Create account
        </Button>
      </form>
    </Form>
  );
}
