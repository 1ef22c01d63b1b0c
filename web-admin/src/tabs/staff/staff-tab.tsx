import { createStaffUserSchema, updateStaffUserSchema, type StaffRole, type StaffUser } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useStaffUser } from '../../lib/auth';
import { firstMessages, issuesOf, sameNamed, type FieldErrors } from '../../lib/form-check';
import { toastFailure } from '../../lib/feedback';
import { Alert, Badge, Button, Card, CredentialInput, type DataTableColumn, Dialog, FormActions, Input, PageHeader, PlusIcon, QueryTable, rowActionsColumn, Select, toast } from '../../ui';
import { staffQueryOptions, useCreateStaff, useUpdateStaff } from './queries';
import { lastOwnerReason, roleOptions } from './staff-rules';
import './staff.css';

const staffFields = ['email', 'name', 'role', 'password'] as const;

/** The Staff tab (owners only): add members of staff, change their role, disable them, reset their password. */
export function StaffTab() {
  const { user, isOwner } = useStaffUser();
  const accounts = useQuery({ ...staffQueryOptions(), enabled: isOwner });
  const update = useUpdateStaff();
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<StaffUser | null>(null);

  const change = async (account: StaffUser, change: { role?: StaffRole; disabled?: boolean }, done: string) => {
    try {
      await update.mutateAsync({ id: account.id, change });
      toast({ title: done, description: account.email });
    } catch (error) {
      toastFailure('Not changed', error, 'Please try again.');
    }
  };

  const rows = accounts.data ?? [];
  const columns = useMemo<DataTableColumn<StaffUser>[]>(
    () => [
      { id: 'name', header: 'Name', sortValue: (row) => row.name, cell: (row) => row.name },
      { id: 'email', header: 'E-mail', sortValue: (row) => row.email, cell: (row) => row.email },
      {
        id: 'role',
        header: 'Role',
        sortValue: (row) => row.role,
        cell: (row) => (
          <Select
            label={`Role of ${row.email}`}
            fieldClassName="staff__role"
            className="staff__role-select"
            options={roleOptions}
            value={row.role}
            disabled={lastOwnerReason(row, rows) !== undefined || update.isPending}
            title={lastOwnerReason(row, rows)}
            onChange={(event) => void change(row, { role: event.target.value as StaffRole }, `Role changed to ${event.target.value}`)}
          />
        ),
      },
      {
        id: 'status',
        header: 'Status',
        sortValue: (row) => (row.disabled ? 1 : 0),
        cell: (row) => (row.disabled ? <Badge variant="muted">Disabled</Badge> : <Badge variant="success">Active</Badge>),
      },
      rowActionsColumn((row) => (
        <>
          <Button variant="ghost" size="sm" onClick={() => setResetting(row)}>
            Reset password
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={(!row.disabled && lastOwnerReason(row, rows) !== undefined) || update.isPending}
            title={row.disabled ? undefined : lastOwnerReason(row, rows)}
            aria-label={`${row.disabled ? 'Enable' : 'Disable'} ${row.email}`}
            onClick={() => void change(row, { disabled: !row.disabled }, row.disabled ? 'Account enabled' : 'Account disabled: its sessions have ended')}
          >
            {row.disabled ? 'Enable' : 'Disable'}
          </Button>
        </>
      )),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- change() reads the latest mutation
    [rows, update.isPending],
  );

  if (!isOwner) {
    return (
      <>
        <PageHeader title="Staff" />
        <Alert variant="warning">Only an owner manages staff accounts{user ? `; your role is ${user.role}` : ''}.</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Staff"
        description="Who can sign in to the back office, and what their role lets them do."
        actions={
          <Button icon={<PlusIcon />} onClick={() => setAdding(true)}>
            Add staff
          </Button>
        }
      />
      <Card>
        <QueryTable
          query={accounts}
          what="Staff accounts"
          label="Staff accounts"
          columns={columns}
          initialSort={{ columnId: 'email', direction: 'ascending' }}
          empty="No staff accounts yet."
        />
      </Card>
      <Dialog open={adding} onOpenChange={setAdding} title="Add staff" description="They sign in with this e-mail and password.">
        <AddStaffForm onDone={() => setAdding(false)} />
      </Dialog>
      <Dialog
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        title="Reset password"
        description={resetting ? `A new password for ${resetting.email}; their open sessions end.` : undefined}
      >
        {resetting && <ResetPasswordForm account={resetting} onDone={() => setResetting(null)} />}
      </Dialog>
    </>
  );
}

function AddStaffForm({ onDone }: { onDone: () => void }) {
  const create = useCreateStaff();
  const [form, setForm] = useState({ email: '', name: '', role: 'editor' as StaffRole, password: '' });
  const [errors, setErrors] = useState<FieldErrors<(typeof staffFields)[number]>>({});
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createStaffUserSchema.safeParse(form);
    if (!parsed.success) return setErrors(firstMessages(issuesOf(parsed.error), sameNamed(staffFields)));
    setErrors({});
    try {
      const made = await create.mutateAsync(parsed.data);
      toast({ title: 'Staff added', description: `${made.email} can sign in as ${made.role}.` });
      onDone();
    } catch (error) {
      toastFailure('Staff not added', error, 'Please try again.');
    }
  };

  return (
    <form className="ui-form" onSubmit={(event) => void submit(event)} noValidate>
      <Input label="E-mail" type="email" autoComplete="off" value={form.email} onChange={set('email')} error={errors.email} required data-autofocus />
      <Input label="Name" value={form.name} onChange={set('name')} error={errors.name} required />
      <Select label="Role" options={roleOptions} value={form.role} onChange={set('role')} error={errors.role} required />
      <CredentialInput kind="new-password" label="Password" hint="At least 8 characters; tell them, they can change it." value={form.password} onValue={(password) => setForm({ ...form, password })} error={errors.password} required />
      <FormActions submitLabel="Add staff" busyLabel="Adding..." busy={create.isPending} onCancel={onDone} />
    </form>
  );
}

function ResetPasswordForm({ account, onDone }: { account: StaffUser; onDone: () => void }) {
  const update = useUpdateStaff();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateStaffUserSchema.safeParse({ password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await update.mutateAsync({ id: account.id, change: parsed.data });
      toast({ title: 'Password reset', description: `${account.email} signs in with the new password.` });
      onDone();
    } catch (failure) {
      toastFailure('Password not reset', failure, 'Please try again.');
    }
  };

  return (
    <form className="ui-form" onSubmit={(event) => void submit(event)} noValidate>
      <CredentialInput kind="new-password" label="New password" value={password} onValue={setPassword} error={error} required data-autofocus />
      <FormActions submitLabel="Reset password" busyLabel="Resetting..." busy={update.isPending} onCancel={onDone} />
    </form>
  );
}
