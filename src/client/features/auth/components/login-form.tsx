import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '#client/components/ui/form/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { paths } from '#client/config/paths.ts';
import { MISSING_CREDENTIALS_MESSAGE, signInSchema } from '#shared/auth.ts';
import { useSignIn } from '../api/sign-in.ts';
import { applyServerError } from '../../../lib/apply-server-error.ts';
import { redirectTargetFrom } from '../utils/destinations.ts';
import { FormError } from '#client/components/form-error.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';

/**
 * E-mail + password sign-in. An empty e-mail or password shows SPEC §5's message; a refused sign-in
 * shows the server's. On success: SPEC §4's toast, then the remembered `redirectTo` (same-origin only)
 * or the dashboard — or, for an account with two-factor authentication, the challenge page first
 * (carrying `redirectTo` along).
 */
export function LoginForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  const onMissing = () => {
    const { email, password } = form.getValues();
    if (!email.trim() || !password) form.setError('root.credentials', { message: MISSING_CREDENTIALS_MESSAGE });
  };
  const onSubmit = form.handleSubmit(async (values) => {
    let result;
    try {
      result = await signIn.mutateAsync(values);
    } catch (error) {
      applyServerError(error, form.setError, ['email', 'password']);
      return;
    }
    if (result.twoFactorRequired) {
      await navigate({ pathname: paths.twoFactor, search: location.search });
      return;
    }
    toast.success('Signed in successfully');
    await navigate(redirectTargetFrom(location.search), { replace: true });
  }, onMissing);

  const { errors, isSubmitting } = form.formState;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormError>{errors.root?.credentials?.message ?? errors.root?.server?.message}</FormError>
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>E-mail</FormLabel>
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
          render={({ field }) => (
            <FormItem>
              <div className="flex items-center justify-between">
                <FormLabel>Password</FormLabel>
                <Link
                  to={paths.forgotPassword}
                  className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  Forgot password?
                </Link>
              </div>
              <FormControl>
                <PasswordInput autoComplete="current-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? <Spinner label="Signing in" className="text-primary-foreground" /> : null}
          Sign in
        </Button>
      </form>
    </Form>
  );
}
