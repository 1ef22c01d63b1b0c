import { loginRequestSchema } from '@local-seo/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../lib/api';
import { login } from '../lib/auth';
import { Button, CredentialInput, useToast } from '../ui';

/** What a failed login tells the member of staff, in plain words. */
function loginFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403 || error.status === 429) return error.serverMessage;
    if (error.status === 0) return error.message;
  }
  return 'The server could not check the password. Please try again.';
}

/**
 * The gate's e-mail and password fields and its button. An empty e-mail signs in the
 * first owner (ADMIN_EMAIL) by the password alone, as before staff accounts.
 */
export function LoginForm() {
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [emailError, setEmailError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      const issueOf = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setEmailError(issueOf('email'));
      setError(issueOf('password'));
      if (!issueOf('email')) inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setEmailError(undefined);
    setBusy(true);
    try {
      await login(parsed.data.password, parsed.data.email);
      toast({ title: 'Login successful', description: 'Welcome to the admin panel' });
    } catch (failure) {
      toast({ title: 'Login failed', description: loginFailureText(failure), variant: 'destructive' });
      setPassword('');
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="shell-login__form" onSubmit={(event) => void submit(event)} noValidate>
      <CredentialInput kind="email" label="E-mail" name="email" hint="Empty: the first owner's password" value={email} onValue={setEmail} error={emailError} data-autofocus autoFocus />
      <CredentialInput ref={inputRef} kind="current-password" label="Password" name="password" value={password} onValue={setPassword} error={error} required />
      <Button type="submit" busy={busy} className="shell-login__submit">
        {busy ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
