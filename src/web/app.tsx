import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from './layout/page-loading';
import { RouteErrorBoundary } from './layout/route-error-boundary';
import { LazyToaster } from './ui/lazy-toaster';

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
const QueryProvider = lazy(() => import('./lib/query-provider'));

/** A page that reads the API: its code and the query cache's load together. */
function withQueries(Page: ComponentType): ComponentType {
  return function PageWithQueries() {
    return (
      <QueryProvider>
        <Page />
      </QueryProvider>
    );
  };
}

const Checkout = withQueries(CheckoutPage);
const GeneratedRoom = withQueries(GeneratedRoomPage);
const Admin = withQueries(AdminPage);
const AdminLogin = withQueries(AdminLoginPage);
const Quotes = withQueries(QuotesPage);

/**
 * The paths here are the route table of src/domain/routes.ts, which the server's 404 status follows.
 * `home` is the landing's component loaded ahead, for the page built at build time (prerender.tsx).
 */
export function App({ home = HomePage }: { home?: ComponentType }) {
  const [location] = useLocation();
  return (
    <>
      <AppLayout>
        <RouteErrorBoundary key={location}>
          <Suspense fallback={<PageLoading />}>
            <Switch>
              <Route path="/" component={home} />
              <Route path="/checkout" component={Checkout} />
              <Route path="/ar-viewer" component={ArViewerPage} />
              <Route path="/generated-room" component={GeneratedRoom} />
              <Route path="/terms" component={TermsPage} />
              <Route path="/privacy" component={PrivacyPage} />
              <Route path="/admin" component={Admin} />
              <Route path="/admin-login" component={AdminLogin} />
              <Route path="/quotes" component={Quotes} />
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </RouteErrorBoundary>
      </AppLayout>
      <LazyToaster />
    </>
  );
}
