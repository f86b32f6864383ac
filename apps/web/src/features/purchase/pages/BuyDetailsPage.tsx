/** Placeholder: the screen is being built. */
export function BuyDetailsPage() {
  return <div data-testid="placeholder-BuyDetailsPage" />;
}
