import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outletFinder, readOutlets } from '../../../../server/questions/outlets.ts';

async function withFile(content: unknown, run: (file: string) => void) {
  const dir = await mkdtemp(path.join(tmpdir(), 'outlets-'));
  try {
    const file = path.join(dir, 'question-sources.json');
    await writeFile(file, JSON.stringify(content));
    run(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the allow-list of outlets', () => {
  it('given the repository file, then it reads, and finds the outlet of a subdomain', () => {
    const find = outletFinder(readOutlets());
    expect(find('https://amp.marca.com/futbol/a.html')?.name).toBe('Marca');
    expect(find('https://www.lne.es/sporting/a.html')?.name).toBe('La Nueva España');
    expect(find('https://en.wikipedia.org/wiki/Marca')).toBeUndefined();
    expect(find('not a url')).toBeUndefined();
  });

  it('given a domain listed for two outlets, then it refuses the file', async () => {
    const outlets = [
      { name: 'A', kind: 'press', domains: ['a.com'] },
      { name: 'B', kind: 'press', domains: ['b.com', 'a.com'] },
    ];
    await withFile({ about: '', outlets }, (file) => {
      expect(() => readOutlets(file)).toThrow('a.com is listed for A and B');
    });
  });

  it.each([
    { why: 'a www. host', domains: ['www.a.com'] },
    { why: 'an upper-case host', domains: ['A.com'] },
    { why: 'a URL', domains: ['https://a.com'] },
  ])('given $why, then it refuses the file', async ({ domains }) => {
    await withFile({ about: '', outlets: [{ name: 'A', kind: 'press', domains }] }, (file) => {
      expect(() => readOutlets(file)).toThrow();
    });
  });
});
