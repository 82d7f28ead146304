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

/** What outage notes need of a logger: pino's, or a console adapter. */
export interface OutageLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * One warning when a service (the database, Redis) stops answering and one line when it is back, however many
 * connections fail in between: a restart under load would otherwise write one warning per client.
 */
export function outageLog(log: OutageLogger, service: string) {
  let down = false;
  return {
    failed(error: Error) {
      if (down) return;
      down = true;
      log.warn(
        { err: { message: error.message, code: (error as { code?: unknown }).code } },
        `${service} unreachable`,
      );
    },
    recovered() {
      if (!down) return;
      down = false;
      log.info({}, `${service} reachable again`);
    },
    get down() {
      return down;
    },
  };
}
