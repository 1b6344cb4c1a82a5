export * from './rng';
export * from './test';
export * from './odds';
