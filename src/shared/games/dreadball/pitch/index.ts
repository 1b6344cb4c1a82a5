export * from './pitch';
export * from './zones';
