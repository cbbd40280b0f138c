// The outlets whose pages may back a question (data/question-sources.json): newspapers, broadcasters
// and agencies, clubs, competitions and edited reference works. A source counts when its host is one
// of an outlet's domains or a subdomain of one (amp.marca.com is Marca).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const OUTLETS_FILE = path.resolve(import.meta.dirname, '../../data/question-sources.json');

const domain = z
  .string()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a lower-case host name without www.')
  .refine((d) => !d.startsWith('www.'), 'a host name without www.');

const outletsSchema = z
  .object({
    about: z.string(),
    outlets: z.array(
      z
        .object({
          name: z.string().trim().min(1),
          kind: z.enum(['press', 'club', 'competition', 'reference']),
          domains: z.array(domain).min(1),
        })
        .strict(),
    ),
  })
  .strict();

export type Outlet = z.output<typeof outletsSchema>['outlets'][number];

/** The allow-list; throws on a file outside the schema or a domain listed twice. */
export function readOutlets(file = OUTLETS_FILE): Outlet[] {
  const { outlets } = outletsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const seen = new Map<string, string>();
  for (const outlet of outlets) {
    for (const d of outlet.domains) {
      const other = seen.get(d);
      if (other !== undefined)
        throw new Error(`${path.basename(file)}: ${d} is listed for ${other} and ${outlet.name}`);
      seen.set(d, outlet.name);
    }
  }
  return outlets;
}

/** Finds the outlet of a source URL (undefined when it is no URL or no outlet of the list). */
export function outletFinder(outlets: readonly Outlet[]): (url: string) => Outlet | undefined {
  const byDomain = new Map(outlets.flatMap((o) => o.domains.map((d) => [d, o] as const)));
  return (url) => {
    let host: string;
    try {
      host = new URL(url).hostname.toLowerCase();
    } catch {
      return undefined;
    }
    // The host itself, then each parent domain: www.deia.eus → deia.eus; futbol.as.com → as.com.
    for (let at = host; at.includes('.'); at = at.slice(at.indexOf('.') + 1)) {
      const outlet = byDomain.get(at);
      if (outlet) return outlet;
    }
    return undefined;
  };
}
