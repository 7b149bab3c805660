export * from './endpoint.ts';
export * from './entities/enums.ts';
export * from './entities/user.ts';
export * from './entities/firm.ts';
export * from './entities/auth.ts';
export * from './endpoints/index.ts';
export * from './events.ts';
