/** Form names and labels of one address block (personal or commercial). */
export interface AddressNames {
  cep: 'cep' | 'commercialCep';
  address: 'address' | 'commercialAddress';
  number: 'number' | 'commercialNumber';
  complement: 'complement' | 'commercialComplement';
  neighborhood: 'neighborhood' | 'commercialNeighborhood';
  city: 'city' | 'commercialCity';
  uf: 'uf' | 'commercialUf';
}
export type AddressLabels = Record<keyof AddressNames, string>;

export const PERSONAL_ADDRESS: AddressNames = {
  cep: 'cep',
  address: 'address',
  number: 'number',
  complement: 'complement',
  neighborhood: 'neighborhood',
  city: 'city',
  uf: 'uf',
};
export const PERSONAL_ADDRESS_LABELS: AddressLabels = {
  cep: 'CEP',
  address: 'Endereço',
  number: 'Número',
  complement: 'Complemento',
  neighborhood: 'Bairro',
  city: 'Cidade',
  uf: 'Estado',
};

export const COMMERCIAL_ADDRESS: AddressNames = {
  cep: 'commercialCep',
  address: 'commercialAddress',
  number: 'commercialNumber',
  complement: 'commercialComplement',
  neighborhood: 'commercialNeighborhood',
  city: 'commercialCity',
  uf: 'commercialUf',
};
export const COMMERCIAL_ADDRESS_LABELS: AddressLabels = {
  cep: 'CEP comercial',
  address: 'Endereço comercial',
  number: 'Número comercial',
  complement: 'Complemento comercial',
  neighborhood: 'Bairro comercial',
  city: 'Cidade comercial',
  uf: 'Estado comercial',
};
