import { useCallback, useState } from 'react';

export interface ActionHandlers<R> {
  onSuccess?: (answer: R) => void;
  onError?: (error: unknown) => void;
}

/**
 * A call started by a form, with its pending state: what the light screens (login…) need of a mutation,
 * without TanStack Query.
 */
export function useAction<A, R>(run: (args: A) => Promise<R>) {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback(
    (args: A, handlers: ActionHandlers<R> = {}) => {
      setPending(true);
      run(args).then(
        (answer) => {
          setPending(false);
          handlers.onSuccess?.(answer);
        },
        (error: unknown) => {
          setPending(false);
          handlers.onError?.(error);
        },
      );
    },
    [run],
  );
  return { isPending, mutate };
}
