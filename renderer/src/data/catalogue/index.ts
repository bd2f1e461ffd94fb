export {
  stateIdOf,
  useAvailabilities,
  useMachines,
  useMunicipios,
  useServiceAreas,
  useServices,
  useSpecialties,
  useStates,
} from './catalogue';
export { catalogueLabel, optionsOf } from './labels';
