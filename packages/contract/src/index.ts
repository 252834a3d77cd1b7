export * from './common.ts';
export * from './config.ts';
export * from './domain.ts';
export * from './errors.ts';
export * from './event.ts';
export * from './limits.ts';
export * from './auth.ts';
export * from './cpf.ts';
