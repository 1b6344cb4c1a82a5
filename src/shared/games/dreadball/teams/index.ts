export * from './roster';
export * from './stock';
export * from './team';
export * from './custom';
export * from './colour';
export * from './validate';
