import { type ErrorCode, errorMessages } from '@vitrine/contract';

/** An expected failure: answered as `{ code, message, args }` with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly args: unknown[] = [],
    message: string = errorMessages[code],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (code: ErrorCode, ...args: unknown[]) => new AppError(404, code, args);
export const badRequest = (code: ErrorCode, ...args: unknown[]) => new AppError(400, code, args);
