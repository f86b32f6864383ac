import { lazy, type ComponentType } from 'react';

/**
 * React.lazy of a module's named component: for the dialogs, drawers and widgets a page shows only on demand, so
 * its first screen neither downloads nor styles them (issue 31). Render it inside a Suspense, once it is wanted.
 * The result has the component's own type (its props are checked where it is used).
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  const component = lazy(async () => ({ default: (await load())[name] as ComponentType<object> }));
  return component as unknown as M[K];
}
