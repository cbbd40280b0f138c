/** The spinner and its text while a game screen loads. */
export function PageLoading({ label }: { label: string }) {
  return (
    <section className="page" aria-busy="true">
      <div className="page-loading" role="status"><span className="spinner" aria-hidden="true" />{label}</div>
    </section>
  );
}
