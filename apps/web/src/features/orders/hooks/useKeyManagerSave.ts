import { useState } from 'react';
import { useProfile } from '../../../lib/queries/profile';
import { useKeyManagerExport, type KeyManagerExport } from '../api/getKeyManagerExport';

/**
 * Saving issued orders to the key manager (the profile's displayKeyManagerIcon): from a row's icon or the batch
 * menu; `busyFor(id)` spins the row's icon, `batchBusy` the batch menu.
 */
export function useKeyManagerSave() {
  const profile = useProfile();
  const exporter = useKeyManagerExport();
  const [result, setResult] = useState<KeyManagerExport>();
  const [rowId, setRowId] = useState<number>();

  const save = (ids: number[], fromRow?: number) => {
    setRowId(fromRow);
    exporter.mutate(ids, { onSuccess: setResult, onSettled: () => setRowId(undefined) });
  };

  return {
    on: profile.data?.displayKeyManagerIcon === true,
    save,
    busyFor: (id: number) => exporter.isPending && rowId === id,
    /** The row whose icon is saving, if any (a plain value: the cards' render functions depend on it). */
    busyRow: exporter.isPending ? rowId : undefined,
    batchBusy: exporter.isPending && rowId === undefined,
    result,
    clearResult: () => setResult(undefined),
  };
}
