import type { DemandDetailsModalProps } from '../kits/demands/DemandDetailsModal';
import type { DemandFormModalProps } from '../kits/demands/form/DemandFormModal';

/**
 * Stand-ins for the demands feature's form and details modals in this folder's tests: they
 * only have to open with the props the page gives them and report back.
 */
export function DemandFormModal({ opened, demand, onClose, onSaved }: DemandFormModalProps) {
  if (!opened) return null;
  return (
    <div role="dialog" aria-label={demand ? `Editar ${demand.title}` : 'Nova demanda'}>
      <button type="button" onClick={() => onSaved(demand?.id ?? '')}>
        Salvar demanda
      </button>
      <button type="button" onClick={onClose}>
        Fechar formulário
      </button>
    </div>
  );
}

export function DemandDetailsModal({
  demandId,
  initial,
  onClose,
  actions,
}: DemandDetailsModalProps) {
  if (!demandId) return null;
  return (
    <div role="dialog" aria-label="Detalhes da demanda">
      <p>{`demanda ${demandId}`}</p>
      <p>{initial ? `inicial ${initial.title}` : 'sem cópia inicial'}</p>
      {initial && actions?.(initial)}
      <button type="button" onClick={onClose}>
        Fechar
      </button>
    </div>
  );
}
