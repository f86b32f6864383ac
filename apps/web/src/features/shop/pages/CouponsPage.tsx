/** Placeholder: the screen is being built. */
export function CouponsPage() {
  return <div data-testid="placeholder-CouponsPage" />;
}
