/** A quiet placeholder while a lazy screen loads (no antd: it shows before any chunk arrives). */
export function PageLoading() {
  return <div className="page-loading" role="progressbar" aria-busy="true" />;
}
