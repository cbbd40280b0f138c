import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../../../server/accounts/sessions.ts';

describe('request logs', () => {
  it.each([
    ['/api/ws?token=eyJabc.def.ghi', '/api/ws?token=[redacted]'],
    ['/reset-password?token=abc123&x=1', '/reset-password?token=[redacted]&x=1'],
    ['/api/usuarios/verify-token/abcDEF_-123', '/api/usuarios/verify-token/[redacted]'],
    ['/api/health', '/api/health'],
  ])('given %s, then the log shows %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
