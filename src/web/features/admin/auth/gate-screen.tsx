import type { GateState } from './use-admin-gate';

/** What an admin page shows while its session is checked, or before the redirect to the login page. */
export function GateScreen({ state, title }: { state: Exclude<GateState, 'authenticated'>; title: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-extrabold text-indigo-900">{title}</h1>
      <p role="status" className="flex items-center gap-3 text-muted">
        {state === 'checking' ? (
          <>
            <span className="size-6 animate-spin rounded-full border-4 border-sand-200 border-t-terracotta-600" />
            Vérification de votre session…
          </>
        ) : (
          'Redirection vers la page de connexion…'
        )}
      </p>
    </section>
  );
}
