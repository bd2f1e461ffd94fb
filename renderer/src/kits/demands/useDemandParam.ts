import { useLocation, useNavigate, useSearchParams } from 'react-router';

const PARAM = 'demanda';

/**
 * The demand open in the details modal lives in the URL (`?demanda=<id>`, DESIGN §9.5), so the
 * dashboard can link to it. Opening from the list pushes a history entry, so the phone's back
 * button closes the modal; closing pops that entry, or just drops the parameter after a deep link.
 */
export function useDemandParam() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openedHere = (location.state as { demandOpenedHere?: boolean } | null)?.demandOpenedHere;

  function open(id: string) {
    const next = new URLSearchParams(params);
    next.set(PARAM, id);
    setParams(next, { state: { demandOpenedHere: true } });
  }

  function close() {
    if (openedHere) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(PARAM);
    setParams(next, { replace: true });
  }

  return { demandId: params.get(PARAM), open, close };
}
