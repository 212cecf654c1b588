import { loadConfig } from '/work/main/api/src/config';
import { openPostgres } from '/work/main/api/src/db/postgres';
import { buildApp } from '/work/main/api/src/server';
import { benchQueries } from '/work/main/api/bench/queries';

const config = { ...loadConfig(), logLevel: 'warn' } as any;
const inner = await openPostgres('postgres://postgres@127.0.0.1:5432/domus_prof' as any);
let cur: string[] = [];
let dbTime = 0; let queries = 0;
const perSql = new Map<string, number>();
const db: any = { ...inner, kind: inner.kind,
  query: async (sql: string, params: unknown[]) => { const t = performance.now(); try { return await inner.query(sql, params); } finally { const d = performance.now() - t; cur.push(sql.slice(0,14)+':'+d.toFixed(1)); dbTime += d; queries++; const k = sql.slice(0, 40); perSql.set(k, (perSql.get(k) ?? 0) + d); } },
  exec: (s: string) => inner.exec(s), transaction: (f: any) => inner.transaction(f), close: () => inner.close() };
const app = await buildApp({ config, db });
const paths = benchQueries();
for (const p of paths.slice(0, 60)) await app.inject({ url: p });
dbTime = 0; queries = 0; perSql.clear();
const t0 = performance.now();
let bytes = 0;
const per: [number,string][] = [];
for (const p of paths) { cur = []; const ts = performance.now(); const r = await app.inject({ url: p }); per.push([performance.now()-ts, p + ' ' + cur.join(' ')]); bytes += r.body.length; if (r.statusCode !== 200) console.log(r.statusCode, p, r.body.slice(0, 200)); }
const total = performance.now() - t0;
console.log(`requests ${paths.length} total ${(total/paths.length).toFixed(2)} ms/req, db ${(dbTime/paths.length).toFixed(2)} ms/req, ${(queries/paths.length).toFixed(1)} queries/req, avg body ${(bytes/paths.length/1024).toFixed(1)} KB`);
for (const [k, v] of [...perSql].sort((a,b)=>b[1]-a[1])) console.log((v/paths.length).toFixed(2), JSON.stringify(k));
per.sort((a,b)=>b[0]-a[0]); for (const [d,p] of per.slice(0,25)) console.log(d.toFixed(1), p);
await app.close(); await inner.close();
