/**
 * An icon's drawing: one path in its box. The icons live one family to a folder or file (`outline/`: antd's
 * outlined icons, one file each; `controls`, `form`: small 24 px sets), so a screen loads only what it draws (the
 * login page only `form`: its JS budget; each shell only its own outlined icons).
 */
export interface IconShape {
  viewBox: string;
  d: string;
}

/**
 * An inline SVG icon instead of an icon library (issue 31: the light first screens): the size of the text around
 * it (1em) unless given, in its colour, hidden from screen readers (a label goes with it).
 */
export function Icon({
  shape,
  size = '1em',
  className,
}: {
  shape: IconShape;
  size?: number | string;
  className?: string;
}) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox={shape.viewBox}
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden
      focusable="false"
    >
      <path d={shape.d} />
    </svg>
  );
}
