/**
 * A family of inline SVG icons drawn alike: each icon one path, in the family's box or in [viewBox, path] of its
 * own. A family lives in a file of its own, so a screen loads only the families it draws (the login page only
 * `form`: its JS budget).
 */
export interface IconFamily {
  viewBox: string;
  paths: Readonly<Record<string, string | readonly [viewBox: string, path: string]>>;
}

/**
 * An icon of a family, by name: the size of the text around it (1em) unless given, in its colour, hidden from
 * screen readers (a label goes with it). The light first screens draw these instead of an icon library (issue 31).
 */
export function Icon<F extends IconFamily>({
  family,
  name,
  size = '1em',
  className,
}: {
  family: F;
  name: keyof F['paths'] & string;
  size?: number | string;
  className?: string;
}) {
  const icon = family.paths[name] ?? '';
  const [viewBox, d] = typeof icon === 'string' ? [family.viewBox, icon] : icon;
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox={viewBox}
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
