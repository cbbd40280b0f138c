import { STATUS_CODES } from 'node:http';

/** A client's mistake (or a refusal) with the one JSON shape every error has: { error, message, code }. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const badRequest = (code: string, message: string) => new HttpError(400, code, message);
export const unauthorized = (message = 'Token inválido o ausente', code = 'UNAUTHORIZED') => new HttpError(401, code, message);
export const forbidden = (message = 'Acceso denegado', code = 'FORBIDDEN') => new HttpError(403, code, message);
export const notFound = (message = 'No encontrado', code = 'NOT_FOUND') => new HttpError(404, code, message);
export const conflict = (code: string, message: string) => new HttpError(409, code, message);

export interface ErrorBody {
  error: string;
  message: string;
  code: string;
}

export const errorBody = (statusCode: number, code: string, message: string): ErrorBody => ({
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  code,
});
