import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserView } from '@speechdeck/core';
import { LoadingState, PageTitle } from '@speechdeck/core/web';
import { useSession } from '../../session/use-session.ts';
import { AddUserForm } from './add-user-form.tsx';
import { useUsers } from './api/use-users.ts';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { UsersTable } from './users-table.tsx';

/** Admin user management: list, add, edit role and active, delete after a confirmation. */
export default function UsersPage() {
  const { t } = useTranslation();
  const session = useSession();
  const users = useUsers();
  const [editing, setEditing] = useState<AdminUserView | null>(null);
  const [deleting, setDeleting] = useState<AdminUserView | null>(null);

  return (
    <div className="page">
      <PageTitle>{t('users.title')}</PageTitle>
      <AddUserForm />
      <section className="panel" aria-labelledby="users-list-title">
        <h2 id="users-list-title">{t('users.list', { count: users.data?.length ?? 0 })}</h2>
        {users.isPending && <LoadingState page />}
        {users.data && <UsersTable users={users.data} selfEmail={session?.email} onEdit={setEditing} onDelete={setDeleting} />}
      </section>
      {editing && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}
