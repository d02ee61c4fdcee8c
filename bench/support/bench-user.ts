/**
 * A signed-in account on a running app, for benchmarks: sign-up opens no session (autoSignIn off,
 * docs/decisions/017), so it signs in next, as a person would. Returns the session cookie (`name=value`
 * pairs joined for a `Cookie` header).
 */
export async function signUpAndIn(base: string, email: string): Promise<string> {
  const credentials = { email, password: 'bench password 123' };
  const post = (path: string, body: unknown) =>
    fetch(`${base}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(body),
    });
  const signUp = await post('sign-up/email', { name: 'Bench', ...credentials });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const signIn = await post('sign-in/email', credentials);
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
