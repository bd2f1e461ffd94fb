import { geoApi } from '@alinhavo/shared/api/catalogue';
import { DIGITS, onlyDigits } from '@alinhavo/shared/rules/documents';
import { useCallback } from 'react';
import { api } from '../../data/api';
import type { AddressNames } from './address-names';
import { useProfileForm } from './fields';

/**
 * Spec §4: a complete 8-digit CEP fills city, UF, street and neighbourhood. The lookup is silent
 * when it fails (spec §8), and a CEP that does not exist ('erro') leaves the fields as they are.
 */
export function useCepAutofill(names: AddressNames) {
  const { getValues, setValue, formState } = useProfileForm();
  const submitted = formState.isSubmitted;

  return useCallback(
    (masked: string) => {
      const cep = onlyDigits(masked);
      if (cep.length !== DIGITS.cep) return;
      void (async () => {
        try {
          const found = await api.call(geoApi.cep, { params: { cep } });
          // The user may have typed another CEP while this one was being looked up.
          if (found.erro || onlyDigits(getValues(names.cep)) !== cep) return;
          const options = { shouldDirty: true, shouldValidate: submitted };
          if (found.uf) setValue(names.uf, found.uf.toUpperCase(), options);
          if (found.localidade) setValue(names.city, found.localidade, options);
          if (found.logradouro) setValue(names.address, found.logradouro, options);
          if (found.bairro) setValue(names.neighborhood, found.bairro, options);
        } catch {
          // Silent by the spec: the user fills the address by hand.
        }
      })();
    },
    [getValues, setValue, names, submitted],
  );
}
