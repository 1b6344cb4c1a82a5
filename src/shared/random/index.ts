export { mulberry32, mulberry32Output, MULBERRY32_INCREMENT } from './mulberry32';
export { splitmix32 } from './splitmix32';
export { fmix32, hashPair } from './hash';
