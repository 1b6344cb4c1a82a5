export * from './axial';
export * from './arc';
export * from './routes';
