import { Loading } from '../../components/Loading.tsx';

/** The spinner and its text while a game screen loads. */
export function PageLoading({ label }: { label: string }) {
  return (
    <section className="page" aria-busy="true">
      <Loading label={label} />
    </section>
  );
}
