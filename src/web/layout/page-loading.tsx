/** Shown while a route's code arrives; on a slow link this can take a moment, so it says so. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[50dvh] flex-col items-center justify-center gap-3 text-muted">
      <span className="size-8 animate-spin rounded-full border-4 border-sand-200 border-t-terracotta-600" />
      Chargement…
    </div>
  );
}
