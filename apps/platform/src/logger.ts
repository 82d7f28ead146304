import pino from 'pino';

/** Structured logs; authorization headers, cookies and one-time codes never reach them. */
export function createLogger(
  level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
) {
  return pino({
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.otp', '*.password', '*.token'],
  });
}
