/** The public user (`usuario`): never the hash or the token version. */
export interface Usuario {
  id: number;
  username: string;
  email: string;
  /** Whether the address was confirmed through its mailed link. */
  email_confirmado: boolean;
  /** A new address asked for and not confirmed yet (the account's is still `email`). */
  email_pendiente: string | null;
  admin: boolean;
  fecha_registro: string;
}

/** Every error answer of the API. */
export interface ErrorBody {
  error: string;
  message: string;
  code: string;
}
