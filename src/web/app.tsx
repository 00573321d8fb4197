import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from './layout/page-loading';
import { RouteErrorBoundary } from './layout/route-error-boundary';
import { queryClient } from './lib/query-client';
import { Toaster } from './ui/toast';

// One chunk per route: a visitor on mobile data downloads only the page they open.
const HomePage = lazy(() => import('./routes/home'));
const CheckoutPage = lazy(() => import('./routes/checkout'));
const ArViewerPage = lazy(() => import('./routes/ar-viewer'));
const GeneratedRoomPage = lazy(() => import('./routes/generated-room'));
const TermsPage = lazy(() => import('./routes/terms'));
const PrivacyPage = lazy(() => import('./routes/privacy'));
const AdminPage = lazy(() => import('./routes/admin'));
const AdminLoginPage = lazy(() => import('./routes/admin-login'));
const QuotesPage = lazy(() => import('./routes/quotes'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

/**
 * The paths here are the route table of src/domain/routes.ts, which the server's 404 status follows.
 * `home` is the landing's component loaded ahead, for the page built at build time (prerender.tsx).
 */
export function App({ home = HomePage }: { home?: ComponentType }) {
  const [location] = useLocation();
  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout>
        <RouteErrorBoundary key={location}>
          <Suspense fallback={<PageLoading />}>
            <Switch>
              <Route path="/" component={home} />
              <Route path="/checkout" component={CheckoutPage} />
              <Route path="/ar-viewer" component={ArViewerPage} />
              <Route path="/generated-room" component={GeneratedRoomPage} />
              <Route path="/terms" component={TermsPage} />
              <Route path="/privacy" component={PrivacyPage} />
              <Route path="/admin" component={AdminPage} />
              <Route path="/admin-login" component={AdminLoginPage} />
              <Route path="/quotes" component={QuotesPage} />
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </RouteErrorBoundary>
      </AppLayout>
      <Toaster />
    </QueryClientProvider>
  );
}
