import type pg from 'pg';

type Queryable = Pick<pg.ClientBase, 'query'>;

/**
 * The public schema's own functions, triggers, views and indexes, each as PostgreSQL prints its
 * definition (pg_get_functiondef, pg_get_triggerdef, …), keyed "function name(args)",
 * "trigger name on table", "view name", "index name".
 */
export async function definitions(db: Queryable): Promise<Record<string, string>> {
  const { rows } = await db.query<{ key: string; definition: string }>(`
    select 'function ' || p.oid::regprocedure::text as key, pg_get_functiondef(p.oid) as definition
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    union all
    select 'trigger ' || t.tgname || ' on ' || c.relname, pg_get_triggerdef(t.oid)
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and not t.tgisinternal
    union all
    select 'view ' || viewname, pg_get_viewdef(format('%I.%I', schemaname, viewname)::regclass) from pg_views where schemaname = 'public'
    union all
    select 'index ' || indexname, indexdef from pg_indexes where schemaname = 'public'`);
  return Object.fromEntries(
    rows.map(({ key, definition }) => [key, definition]).sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** Each `create [unique] index if not exists` of a text: its name, and the statement creating it as `rename`. */
export function indexesCreatedIn(sql: string): { name: string; createAs: (rename: string) => string }[] {
  return [...sql.matchAll(/\bcreate\s+(unique\s+)?index\s+if\s+not\s+exists\s+(\w+)(\s+on\b[^;]*);/gi)].map(
    ([, unique, name, rest]) => ({
      name,
      createAs: (rename: string) => `create ${unique ?? ''}index ${rename}${rest}`,
    }),
  );
}

/** "function daily_band(integer,integer)" → "function daily_band"; "trigger x on t" → "trigger x". */
export const nameOf = (key: string) => key.replace(/\(.*$/, '').replace(/ on \w+$/, '');
