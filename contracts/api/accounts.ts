/** The public user (`usuario`): never the hash or the token version. */
export interface Usuario {
  id: number;
  username: string;
  email: string;
  /** Whether the address was confirmed through its mailed link. */
  email_confirmado: boolean;
  admin: boolean;
  fecha_registro: string;
}

/** Every error answer of the API. */
export interface ErrorBody {
  error: string;
  message: string;
  code: string;
}
