import { loginRequestSchema } from '@local-seo/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../lib/api';
import { login } from '../lib/auth';
import { Button, Input, useToast } from '../ui';

/** What a failed login tells the admin, in plain words. */
function loginFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Invalid password';
    if (error.status === 429) return error.serverMessage;
    if (error.status === 0) return error.message;
  }
  return 'The server could not check the password. Please try again.';
}

/** The gate's one password field and its button. */
export function LoginForm() {
  const { toast } = useToast();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await login(parsed.data.password);
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
      <Input
        ref={inputRef}
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
        required
        data-autofocus
        autoFocus
      />
      <Button type="submit" busy={busy} className="shell-login__submit">
        {busy ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
