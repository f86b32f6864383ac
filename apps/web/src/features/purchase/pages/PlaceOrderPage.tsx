/** Placeholder: the screen is being built. */
export function PlaceOrderPage() {
  return <div data-testid="placeholder-PlaceOrderPage" />;
}
