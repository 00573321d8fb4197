import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LOGOUT_REDIRECT_DELAY_MS } from '../../../domain/constants';
import { fr } from '../../../domain/messages.fr';
import { ApiError, apiRequest } from '../../lib/api';
import { cx } from '../../ui/cx';
import { CHECK_AUTH_KEY } from './auth/use-admin-gate';
import { KpiTab } from './kpi/kpi-tab';
import { toastDone, toastError } from './lib/notify';
import { ADMIN_KEY } from './lib/use-admin-list';
import { LoadingRows } from './ui/panel';

const ProductsTab = lazy(() => import('./products/products-tab'));
const ImagesTab = lazy(() => import('./images/images-tab'));
const QuotesTab = lazy(() => import('./quotes/quotes-tab'));
const OrdersTab = lazy(() => import('./orders/orders-tab'));
const ModelsManagerDialog = lazy(() => import('./models3d/models-manager-dialog'));

export const ADMIN_TABS = [
  { id: 'kpi', label: 'Tableau de bord KPI', icon: '📊' },
  { id: 'produits', label: 'Produits', icon: '🛋️' },
  { id: 'images', label: 'Images Générées', icon: '🖼️' },
  { id: 'devis', label: 'Devis', icon: '📄' },
  { id: 'commandes', label: 'Commandes', icon: '📦' },
] as const;
type TabId = (typeof ADMIN_TABS)[number]['id'];

function tabContent(tab: TabId): ReactNode {
  switch (tab) {
    case 'produits':
      return <ProductsTab />;
    case 'images':
      return <ImagesTab />;
    case 'devis':
      return <QuotesTab />;
    case 'commandes':
      return <OrdersTab />;
    default:
      return <KpiTab />;
  }
}

function SideButton({
  icon,
  label,
  collapsed,
  current,
  onClick,
}: {
  icon: string;
  label: string;
  collapsed: boolean;
  current?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-current={current ? 'page' : undefined}
      title={collapsed ? label : undefined}
      className={cx(
        'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2 text-left font-semibold',
        current ? 'bg-indigo-900 text-white' : 'text-indigo-900 hover:bg-sand-100',
        collapsed && 'md:justify-center md:px-0',
      )}
    >
      <span aria-hidden="true" className="text-xl">
        {icon}
      </span>
      <span className={cx(collapsed && 'md:sr-only')}>{label}</span>
    </button>
  );
}

/**
 * The panel: a collapsible sidebar with the five tabs, the 3D manager and logout
 * (admin-back-office.md §2). The tab lives in the address (?onglet=…) so a reload keeps it;
 * tabs other than the dashboard are separate chunks.
 */
export function AdminShell({ username }: { username?: string }) {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const tab = (ADMIN_TABS.find((t) => t.id === search.get('onglet'))?.id ?? 'kpi') as TabId;
  const current = ADMIN_TABS.find((t) => t.id === tab) ?? ADMIN_TABS[0];
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [modelsOpen, setModelsOpen] = useState(false);

  const logout = useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/logout'),
    onSettled: (_data, err) => {
      // A 401 means the session had already ended: the administrator is out either way.
      if (err && !(err instanceof ApiError && err.status === 401)) {
        toastError(fr.admin.logoutFailed);
        return;
      }
      toastDone('Déconnexion réussie', 'À bientôt !');
      window.setTimeout(() => {
        navigate('/admin-login');
        queryClient.removeQueries({ queryKey: ADMIN_KEY });
        queryClient.setQueryData(CHECK_AUTH_KEY, { authenticated: false });
      }, LOGOUT_REDIRECT_DELAY_MS);
    },
  });

  const select = (id: TabId) => {
    navigate(id === 'kpi' ? '/admin' : `/admin?onglet=${id}`);
    setMenuOpen(false);
  };

  return (
    <div className="mx-auto flex max-w-[1400px] flex-col gap-4 px-3 py-4 md:flex-row md:gap-6 md:px-6 md:py-6">
      <aside
        className={cx(
          'shrink-0 rounded-2xl border border-sand-200 bg-white p-2 shadow-sm md:sticky md:top-20 md:self-start',
          collapsed ? 'md:w-[4.25rem]' : 'md:w-56',
        )}
      >
        <div className="flex items-center justify-between gap-2 md:hidden">
          <p className="px-2 font-semibold text-indigo-900">
            <span aria-hidden="true">{current.icon} </span>
            {current.label}
          </p>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            onClick={() => setMenuOpen((v) => !v)}
            className="flex min-h-11 items-center gap-2 rounded-xl px-3 font-semibold text-indigo-900 hover:bg-sand-100"
          >
            Menu<span className="sr-only"> admin</span> <span aria-hidden="true">{menuOpen ? '▲' : '▼'}</span>
          </button>
        </div>
        <div
          id="admin-menu"
          className={cx('flex-col gap-1 max-md:mt-2', menuOpen ? 'flex' : 'hidden md:flex')}
        >
          <button
            type="button"
            onClick={() => setCollapsed((v) => !v)}
            aria-expanded={!collapsed}
            aria-label={collapsed ? 'Déplier le menu' : 'Replier le menu'}
            className="hidden min-h-11 items-center justify-end rounded-xl px-3 text-indigo-900 hover:bg-sand-100 md:flex"
          >
            <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          </button>
          <nav aria-label="Administration" className="flex flex-col gap-1">
            {ADMIN_TABS.map((t) => (
              <SideButton
                key={t.id}
                icon={t.icon}
                label={t.label}
                collapsed={collapsed}
                current={t.id === tab}
                onClick={() => select(t.id)}
              />
            ))}
          </nav>
          <hr className="my-2 border-sand-200" />
          <SideButton
            icon="🧊"
            label="Modèles 3D"
            collapsed={collapsed}
            onClick={() => setModelsOpen(true)}
          />
          <SideButton
            icon="🚪"
            label={logout.isPending ? 'Déconnexion…' : 'Déconnexion'}
            collapsed={collapsed}
            onClick={() => logout.mutate()}
          />
          {username && !collapsed ? (
            <p className="px-3 pt-2 text-xs text-muted">
              Connecté : <span className="font-semibold">{username}</span>
            </p>
          ) : null}
        </div>
      </aside>

      <div className="min-w-0 flex-1">
        <h1 className="mb-4 text-2xl font-extrabold text-indigo-900 md:text-3xl">{current.label}</h1>
        <Suspense fallback={<LoadingRows />}>{tabContent(tab)}</Suspense>
      </div>

      {modelsOpen ? (
        <Suspense fallback={null}>
          <ModelsManagerDialog open={modelsOpen} onOpenChange={setModelsOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
