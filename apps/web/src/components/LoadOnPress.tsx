import { Suspense, useState, type ReactElement, type ReactNode } from 'react';

/** What the light stand-in needs: the press that mounts the island, hover and focus that start its download. */
export interface StandInHandlers {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

/**
 * A light stand-in until the first press, then the antd island (`children(standIn)`, from `antdIsland`: a
 * dropdown around the stand-in, or the antd widget in its place), opened at once by the island itself; the
 * stand-in stays on screen while the island downloads (issue 31: the first screen draws no antd, a widget loads
 * its antd when someone reaches for it).
 */
export function LoadOnPress({
  preload,
  standIn,
  children,
}: {
  preload: () => void;
  standIn: (handlers: StandInHandlers) => ReactElement;
  children: (standIn: ReactElement) => ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const light = standIn({ onClick: () => setWanted(true), onPointerEnter: preload, onFocus: preload });
  if (!wanted) return light;
  return <Suspense fallback={light}>{children(light)}</Suspense>;
}
