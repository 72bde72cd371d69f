import { logger } from './logger.server.ts';

/**
 * Milliseconds since the process began at which each step of the start finished: printed at
 * LOG_LEVEL=debug, so a slow start can be read without a profiler.
 */
const phases: Record<string, number> = {};

export function startPhase(name: string): void {
  phases[name] = Math.round(performance.now());
}

export function logStartPhases(): void {
  logger.debug({ phases }, 'start phases (ms since the process began)');
}
