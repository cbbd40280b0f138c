import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, layerFiles, violations } from '../../../scripts/layers.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const file = (p: string, ...imports: string[]) => ({
  path: p,
  source: imports.map((i) => `import { x } from '${i}';`).join('\n'),
});

describe('the layers import only downward', () => {
  it('in this repository, no import runs upward or across client features', () => {
    expect(violations(layerFiles(ROOT))).toEqual([]);
  });

  it.each([
    { why: 'a projection reaching into the server', f: file('projections/x/y.ts', '../../server/db/pool.ts') },
    { why: 'a machine reaching into projections', f: file('machines/game/y.ts', '../../projections/inline.ts') },
    { why: 'the contracts reaching into machines', f: file('contracts/y.ts', '../machines/game/machine.ts') },
    {
      why: 'the client reaching into the server',
      f: file('client/src/features/game/api.ts', '../../../../server/plays/service.ts'),
    },
    {
      why: 'the client reaching into projections',
      f: file('client/src/features/leaderboard/api.ts', '../../../../projections/leaderboards/read.ts'),
    },
    {
      why: 'one feature importing another',
      f: file('client/src/features/home/HomePage.tsx', '../game/PlayNowButton.tsx'),
    },
    {
      why: 'a shared component importing a feature',
      f: file('client/src/components/Board.tsx', '../features/game/present.ts'),
    },
    { why: 'a shared component importing the app', f: file('client/src/components/Header.tsx', '../app/routes.tsx') },
    { why: 'a machine using Node', f: file('machines/game/y.ts', 'node:fs') },
    { why: 'a contract using a package', f: file('contracts/y.ts', 'zod') },
    {
      why: "a server folder reaching into another's file",
      f: file('server/profile/routes.ts', '../accounts/users.ts'),
    },
    { why: "the server's wiring reaching into a folder's file", f: file('server/app.ts', './plays/routes.ts') },
    {
      why: 'a server file querying a table a projection owns',
      f: { path: 'server/past-games/routes.ts', source: "query('select 1 from daily_questions where fecha = $1')" },
    },
  ])('refuses $why', ({ f }) => {
    expect(violations([f])).toHaveLength(1);
  });

  it.each([
    {
      why: 'the server using projections, machines and contracts',
      f: file(
        'server/plays/x.ts',
        '../../projections/inline.ts',
        '../../machines/game/decide.ts',
        '../../contracts/events.ts',
      ),
    },
    {
      why: "a server folder using another's index.ts, its catalogues and the wiring's files",
      f: file(
        'server/profile/routes.ts',
        '../accounts/index.ts',
        './export.ts',
        '../plays/locales/es.ts',
        '../services.ts',
      ),
    },
    {
      why: 'a feature using its own files, shared components and machines',
      f: file(
        'client/src/features/game/GamePage.tsx',
        './usePlay.ts',
        '../../components/board/Board.tsx',
        '../../../../machines/game/machine.ts',
      ),
    },
    {
      why: 'the app composing features',
      f: file(
        'client/src/app/routes/HomeRoute.tsx',
        '../../features/home/HomePage.tsx',
        '../../features/game/PlayNowButton.tsx',
      ),
    },
    {
      why: 'scripts and tests using anything',
      f: file('tests/unit/x.test.ts', '../../server/app.ts', '../../client/src/features/game/present.ts'),
    },
  ])('allows $why', ({ f }) => {
    expect(violations([f])).toEqual([]);
  });

  it('reads static, side-effect, re-export and dynamic imports, also across lines', () => {
    const source = `import {\n  a,\n  b,\n} from './a.ts';\nimport './b.css';\nexport { c } from './c.ts';\nconst d = lazy(() => import('./d.tsx'));`;
    expect(importsOf(source).sort()).toEqual(['./a.ts', './b.css', './c.ts', './d.tsx']);
  });
});
