export * from './auth.ts';
export * from './catalogue.ts';
export * from './content.ts';
export * from './shoppers.ts';
export * from './analytics.ts';
export * from './measurements.ts';
export * from './sign-in.ts';
export * from './storage.ts';
