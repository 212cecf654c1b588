// Test set-up only, run through tsx before its site starts (never part of the API, never over
// HTTP): a small demo site in DATA_DIR in which two of the demo member's live listings were last
// renewed long ago, one of them reminded long enough ago to be switched off. The API's own stale
// listing sweep, which runs when the site starts, does the rest. Prints the two titles as JSON.
import { loadConfig, repoRootDir } from '../../api/src/config/index.ts';
import { migrate } from '../../api/src/db/migrate.ts';
import { openDatabase } from '../../api/src/db/open.ts';
import { seedOnFirstStart } from '../../api/src/db/seed/index.ts';

const config = loadConfig({ DATA_DIR: process.argv[2], LOG_LEVEL: 'silent' });
const db = await openDatabase(config);
try {
  await migrate(db);
  await seedOnFirstStart(db, { repoRoot: repoRootDir, properties: 20 });
  const [demo] = await db.query(`select id from users where email = 'demo@domus.example'`);
  const listings = await db.query(
    `update properties set user_id = $1, title = 'Renewal test ' || case when rn = 1 then 'reminded' else 'switched off' end,
            renewed_at = now() - interval '200 days',
            renewal_reminded_at = case when rn = 1 then null else now() - interval '30 days' end
       from (select id as pick, row_number() over (order by id) as rn from properties
              where status = 1 and request_status = 'approved' order by id limit 2) picked
      where id = picked.pick
      returning title`,
    [demo.id],
  );
  console.log(JSON.stringify(listings.map((listing) => listing.title).sort()));
} finally {
  await db.close();
}
