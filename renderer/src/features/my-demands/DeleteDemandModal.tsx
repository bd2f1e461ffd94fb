import { DEMAND_TEXTS as T } from '@alinhavo/shared/messages/demands';
import { LIMITS } from '@alinhavo/shared/rules/limits';
import type { Demand } from '@alinhavo/shared/schemas/demand';
import { myDemandActions } from '../../data/demands/optimistic';
import { ConfirmDeleteModal } from '../../ui/ConfirmDeleteModal';
import { notify } from '../../ui/notify';
import { actionError } from '../../kits/demands/errors';
import { useLastNonNull } from '../../ui/use-last';

interface DeleteDemandModalProps {
  demand: Demand | null;
  onClose: () => void;
  onDeleted: (demand: Demand) => void;
}

/** Asks once more before a demand, its files and its candidates are gone for good. */
export function DeleteDemandModal({ demand, onClose, onDeleted }: DeleteDemandModalProps) {
  const shown = useLastNonNull(demand);
  async function remove(target: Demand) {
    try {
      await myDemandActions.remove(target.id);
      notify.success(T.deleted, LIMITS.toastShortMs);
      onDeleted(target);
      onClose();
    } catch (error) {
      notify.error(actionError(error, T.deleteError), LIMITS.toastShortMs);
    }
  }

  return (
    <ConfirmDeleteModal
      opened={demand !== null}
      title="Excluir demanda"
      message={
        <>
          Tem certeza que deseja excluir a demanda <strong>{shown?.title}</strong>? Os arquivos
          anexados e a lista de interessados também serão excluídos. Esta ação não pode ser
          desfeita.
        </>
      }
      onClose={onClose}
      onConfirm={() => (shown ? remove(shown) : Promise.resolve())}
    />
  );
}
