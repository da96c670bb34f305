export * from './catalog';
export * from './questions';
export * from './compare';
export { factsOf, type Facts, type PartialDate } from './facts';
