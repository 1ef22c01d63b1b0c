import { changeOwnPasswordSchema, gatewayRoutes } from '@local-seo/contracts';
import { useState, type FormEvent } from 'react';
import { callApi } from '../lib/api';
import { firstMessages, issuesOf, sameNamed, type FieldErrors } from '../lib/form-check';
import { toastFailure } from '../lib/feedback';
import { CredentialInput, Dialog, FormActions, ReadOnlyContext, toast } from '../ui';

/**
 * "Change my password", for every member of staff (a viewer too: it changes no data,
 * so the read-only rule does not apply inside). Other sessions of the account end.
 */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Change my password" description="Your other signed-in browsers are signed out.">
      <ReadOnlyContext.Provider value={undefined}>
        <ChangePasswordForm onDone={() => onOpenChange(false)} />
      </ReadOnlyContext.Provider>
    </Dialog>
  );
}

const passwordFields = ['currentPassword', 'newPassword'] as const;

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<(typeof passwordFields)[number]>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = changeOwnPasswordSchema.safeParse({ currentPassword, newPassword });
    if (!parsed.success) {
      setErrors(firstMessages(issuesOf(parsed.error), sameNamed(passwordFields)));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await callApi(gatewayRoutes.changeOwnPassword, { body: parsed.data });
      toast({ title: 'Password changed', description: 'Use the new password from now on.' });
      onDone();
    } catch (error) {
      toastFailure('Password not changed', error, 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form id="change-password" className="ui-form" onSubmit={(event) => void submit(event)} noValidate>
      <CredentialInput kind="current-password" label="Current password" value={currentPassword} onValue={setCurrentPassword} error={errors.currentPassword} required data-autofocus />
      <CredentialInput kind="new-password" label="New password" value={newPassword} onValue={setNewPassword} error={errors.newPassword} required />
      <FormActions submitLabel="Change password" busyLabel="Changing..." busy={busy} onCancel={onDone} />
    </form>
  );
}
