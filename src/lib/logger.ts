/**
 * Levels per the spec: debug in development, info otherwise; outside development
 * only warn and error reach the console. Records below the console threshold are
 * kept in a small ring buffer so a bug report can include them.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export type LogRecord = { level: LogLevel; message: string; data?: unknown; at: number };

export type LoggerOptions = { dev: boolean; sink?: Pick<Console, 'debug' | 'info' | 'warn' | 'error'> };

export function createLogger({ dev, sink = console }: LoggerOptions) {
  const minLevel: LogLevel = dev ? 'debug' : 'info';
  const consoleLevel: LogLevel = dev ? 'debug' : 'warn';
  const recent: LogRecord[] = [];

  const log = (level: LogLevel, message: string, data?: unknown) => {
    if (order[level] < order[minLevel]) return;
    recent.push({ level, message, data, at: Date.now() });
    if (recent.length > 200) recent.shift();
    if (order[level] >= order[consoleLevel]) {
      if (data === undefined) sink[level](message);
      else sink[level](message, data);
    }
  };

  return {
    minLevel,
    consoleLevel,
    recent: () => [...recent],
    debug: (message: string, data?: unknown) => log('debug', message, data),
    info: (message: string, data?: unknown) => log('info', message, data),
    warn: (message: string, data?: unknown) => log('warn', message, data),
    error: (message: string, data?: unknown) => log('error', message, data),
  };
}

export type Logger = ReturnType<typeof createLogger>;

export const logger: Logger = createLogger({ dev: import.meta.env?.DEV ?? false });
