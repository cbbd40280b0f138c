// The server's texts count as the player's language counts: one minuto, many minutos.
import { describe, expect, it } from 'vitest';
import { translator } from '../../../server/texts.ts';

describe('plurals in the server’s catalogues', () => {
  it('given one minute or many, then the refusal of too many reports says so in both languages', () => {
    expect(translator('es')('reports:TOO_MANY_REPORTS', { count: 1 })).toBe(
      'Has enviado demasiados avisos seguidos. Prueba de nuevo en 1 minuto.',
    );
    expect(translator('es')('reports:TOO_MANY_REPORTS', { count: 45 })).toMatch(/en 45 minutos\.$/);
    expect(translator('en')('reports:TOO_MANY_REPORTS', { count: 1 })).toMatch(/in 1 minute\.$/);
    expect(translator('en')('reports:TOO_MANY_REPORTS', { count: 2 })).toMatch(/in 2 minutes\.$/);
  });

  it('given one question left or several, then the scheduler’s warning agrees with it', () => {
    expect(translator('es')('adminTools:SCHEDULER_LOW_STOCK', { count: 1, dias: 90 })).toMatch(
      /^Solo queda 1 pregunta sin usar/,
    );
    expect(translator('en')('adminTools:SCHEDULER_LOW_STOCK', { count: 7, dias: 90 })).toMatch(
      /^Only 7 questions are left unused in the last 90 days/,
    );
  });
});
