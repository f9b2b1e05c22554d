import type { LoggerService } from '@nestjs/common';
import pino, { type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../config/app-config';

/**
 * The api's one logger: Fastify's request logs, Nest's and TypeORM's messages all go
 * through it. JSON lines with one key set (level, time, pid, hostname, msg, and context
 * for Nest's) for log collectors; readable lines on a terminal.
 */
export function createLogger(config: Pick<AppConfig, 'logLevel' | 'logFormat'>): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { req: requestFields },
  };
  if (config.logFormat === 'pretty') {
    // Synchronous: lines come out in order with what is written straight to the terminal.
    return pino(
      options,
      pretty({
        sync: true,
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: 'pid,hostname,context,migration,ms',
        messageFormat: '{if context}[{context}] {end}{msg}',
      }),
    );
  }
  return pino({ ...options, formatters: { level: (label) => ({ level: label }) } });
}

/**
 * What a request's log lines say of it: Fastify's own serializer adds the client's address
 * and port, and no address (a scanner's above all) is ever logged.
 */
function requestFields(req: { method?: string; url?: string; host?: string }): Record<string, unknown> {
  return { method: req.method, url: req.url, host: req.host };
}

/**
 * Nest's start-up chatter: a line per module and per route. Useful when debugging the
 * wiring, noise before the first administrator's password otherwise.
 */
const START_UP_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Nest's LoggerService over the pino logger: its context becomes the `context` key. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  /**
   * Nest calls (message, ...extras, context). A string message's extra is an error's stack;
   * an object message (fields to log) has its text as the extra.
   */
  private write(level: Level, message: unknown, params: unknown[]): void {
    const extras = [...params];
    const context = extras.length && typeof extras.at(-1) === 'string' ? (extras.pop() as string) : undefined;
    const extra = typeof extras[0] === 'string' ? extras[0] : undefined;
    const quiet = level === 'info' && context !== undefined && START_UP_CONTEXTS.has(context);
    const fields: Record<string, unknown> = context ? { context } : {};
    let text: string | undefined;
    if (typeof message === 'string') {
      text = message;
      if (extra) fields.stack = extra;
    } else if (message instanceof Error) {
      text = message.message;
      fields.err = message;
    } else {
      Object.assign(fields, message);
      text = extra?.split('\n')[0];
    }
    this.logger[quiet ? 'debug' : level](fields, text);
  }
}
