export * from './allowance-constants';
export * from './allowance-format';
export * from './allowance-messages';
export * from './allowance-rules';
export * from './allowance-schemas';
export * from './allowance-types';
