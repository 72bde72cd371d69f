import pino from 'pino';

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: undefined,
  redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
});
