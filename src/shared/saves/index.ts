export * from './decode';
export * from './ids';
export * from './migrations';
export * from './schemas';
export * from './gameRules';
