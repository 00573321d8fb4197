import { AdminShell } from '../features/admin/admin-shell';
import { GateScreen } from '../features/admin/auth/gate-screen';
import { useAdminGate } from '../features/admin/auth/use-admin-gate';
import { useDocumentTitle } from '../lib/use-document-title';

export default function AdminPage() {
  useDocumentTitle('Administration');
  const gate = useAdminGate();
  if (gate.state !== 'authenticated') return <GateScreen state={gate.state} title="Administration" />;
  return <AdminShell username={gate.username} />;
}
