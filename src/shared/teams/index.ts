export * from './roster';
export * from './stock';
export * from './team';
