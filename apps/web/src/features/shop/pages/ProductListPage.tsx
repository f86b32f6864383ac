/** Placeholder: the screen is being built. */
export function ProductListPage() {
  return <div data-testid="placeholder-ProductListPage" />;
}
