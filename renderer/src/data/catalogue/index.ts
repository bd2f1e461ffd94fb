export {
  stateIdOf,
  useAvailabilities,
  useMachines,
  useMunicipioNames,
  useMunicipios,
  useSearchCataloguesLoaded,
  useServiceAreas,
  useServices,
  useSpecialties,
  useStates,
} from './catalogue';
export { catalogueLabel, optionsOf } from './labels';
