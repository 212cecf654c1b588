import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../../test/test-app';
import { runAdminCommand } from './cli';

let t: TestApp;
let pictures: string;
beforeAll(async () => {
  t = await startTestApp();
  pictures = fs.mkdtempSync(path.join(os.tmpdir(), 'domus-banner-pictures-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(pictures, { recursive: true, force: true });
});

const run = async (...args: string[]) => {
  const printed: string[] = [];
  await runAdminCommand(args, t.app.deps, (text) => printed.push(text));
  return printed.join('\n');
};

/** A picture file of this size (or any bytes) in the test's folder. */
async function pictureFile(name: string, width: number, height: number, content?: Buffer) {
  const file = path.join(pictures, name);
  const bytes =
    content ??
    (await sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer());
  fs.writeFileSync(file, bytes);
  return file;
}

const bannerFiles = () => {
  const folder = path.join(t.config.uploadsDir, 'banners');
  return fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).map(String).sort() : [];
};
const appBanners = async (query: string) => (await t.get(`/api/ad-banners?${query}`)).body.data as object[];
const addedId = (printed: string) => Number(/^Added #(\d+) /.exec(printed)?.[1]);

describe('pnpm admin banners:*', () => {
  it('adds a banner with its picture stored as uploads are, lists it and removes it with its files', async () => {
    const image = await pictureFile('spring.png', 970, 250);
    const added = await run(
      'banners:add',
      '--page',
      'homepage',
      '--placement',
      'above_footer',
      '--image',
      image,
      '--link',
      'https://example.com/spring-offer',
      '--platform',
      'app',
      '--until',
      '2999-01-01',
    );
    expect(added).toMatch(
      /^Added #\d+ homepage\/above_footer \[app, sequence 0\] running .+ → 2999-01-01 00:00: opens https:\/\/example.com\/spring-offer; /,
    );
    const id = addedId(added);
    const [row] = await t.db.query<{ image: string }>('select image from ad_banners where id = $1', [id]);
    expect(row!.image).toMatch(/^banners\/[0-9a-f]{32}-970x250\.png$/);
    const name = path.basename(row!.image, '.png');
    expect(bannerFiles()).toEqual(
      expect.arrayContaining([`${name}.png`, `thumbs/${name}.webp`, `variants/${name}-640w.avif`]),
    );

    const url = `${t.config.publicUrl}/uploads/${row!.image}`;
    expect(await appBanners('page=homepage&platform=app')).toContainEqual({
      id,
      page: 'homepage',
      placement: 'above_footer',
      platform: 'app',
      image: url,
      external_link_url: 'https://example.com/spring-offer',
      property: null,
    });
    expect(await appBanners('page=homepage&platform=web')).not.toContainEqual(expect.objectContaining({ id }));
    const served = await t.app.inject({ url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    expect(await run('banners:list')).toContain(`#${id} homepage/above_footer [app, sequence 0] running`);
    expect(await run('banners:remove', String(id))).toMatch(new RegExp(`^Removed #${id} `));
    expect(await t.db.query('select id from ad_banners where id = $1', [id])).toEqual([]);
    expect(bannerFiles().some((file) => file.includes(name))).toBe(false);
    // The console's banners and the command's are one service: both write the decision log.
    const logged = await t.db.query<{ action: string; via: string; actor_id: number | null }>(
      `select action, via, actor_id from operator_actions where subject = 'banner' and subject_id = $1 order by id`,
      [String(id)],
    );
    expect(logged).toEqual([
      { action: 'banner.add', via: 'command', actor_id: null },
      { action: 'banner.remove', via: 'command', actor_id: null },
    ]);
  });

  it('adds a banner opening a listing by its slug, and one that starts later reads scheduled and is not shown yet', async () => {
    const [listing] = await t.db.query<{ id: number; slug_id: string }>(
      `select id, slug_id from properties where status = 1 and request_status = 'approved' order by id limit 1`,
    );
    const image = await pictureFile('listing.png', 640, 320);
    const now = addedId(
      await run(
        'banners:add',
        '--page',
        'property_detail',
        '--placement',
        'above_breadcrumb',
        '--image',
        image,
        '--property',
        listing!.slug_id,
      ),
    );
    const later = addedId(
      await run(
        'banners:add',
        '--page',
        'property_detail',
        '--placement',
        'above_breadcrumb',
        '--image',
        image,
        '--property',
        String(listing!.id),
        '--from',
        '2999-01-01T09:30+02:00',
      ),
    );
    const shown = await appBanners('page=property_detail');
    expect(shown).toContainEqual(
      expect.objectContaining({ id: now, external_link_url: '', property: expect.objectContaining(listing) }),
    );
    expect(shown).not.toContainEqual(expect.objectContaining({ id: later }));
    expect(await run('banners:list')).toContain(
      `#${later} property_detail/above_breadcrumb [all, sequence 0] scheduled 2999-01-01 07:30 → open-ended: opens listing #${listing!.id} ${listing!.slug_id};`,
    );
  });

  it('refuses what it cannot store, saving neither a row nor a file', async () => {
    const good = await pictureFile('good.png', 728, 90);
    const tiny = await pictureFile('tiny.png', 300, 40);
    const text = await pictureFile('notes.png', 0, 0, Buffer.from('not a picture'));
    const [hidden] = await t.db.query<{ id: number }>(
      `select id from properties where not (status = 1 and request_status = 'approved') order by id limit 1`,
    );
    const add = (...extra: string[]) => [
      'banners:add',
      '--page',
      'homepage',
      '--placement',
      'below_slider',
      '--image',
      good,
      '--link',
      'https://example.com/',
      ...extra,
    ];
    const refusals: [string[], RegExp][] = [
      [['banners:add', '--placement', 'below_slider', '--image', good], /needs --page and --placement/],
      [add('--page', 'checkout'), /page must be one of: homepage, property_listing, property_detail/],
      [add('--placement', 'sidebar_below_filters'), /placement on homepage must be one of: below_slider, above_footer/],
      [add('--platform', 'tv'), /platform must be one of: web, app, all/],
      [add('--link', 'ftp://example.com/file'), /link must be an http\(s\) address/],
      [add('--link', 'javascript:alert(1)'), /link must be an http\(s\) address/],
      [add('--link', 'example.com'), /link must be an http\(s\) address/],
      [add('--link', ''), /opens a link or a listing/],
      [add('--property', 'no-such-listing'), /There is no listing "no-such-listing"/],
      [add('--property', String(hidden!.id)), new RegExp(`Listing #${hidden!.id} is not public`)],
      [add('--until', '2001-01-01'), /end date has passed/],
      [add('--from', '2999-02-01', '--until', '2999-01-01'), /must end after it starts/],
      [add('--from', 'next week'), /--from must be a date like 2025-07-01/],
      [add('--until', '2999-13-45'), /--until must be a date/],
      [add('--sequence=-1'), /--sequence must be a whole number/],
      [add('--sequence', 'two'), /--sequence must be a whole number/],
      [add('--image', path.join(pictures, 'missing.png')), /--image: there is no file at/],
      [add('--image', pictures), /--image: there is no file at/],
      [add('--image', text), /image: photos must be JPEG or PNG images/],
      [add('--image', tiny), /image: the photo must be at least 320x50 pixels/],
      [add('--colour', 'red'), /Unknown option '--colour'/],
      [['banners:remove', 'first'], /needs a banner id/],
      [['banners:remove', '999999'], /There is no banner 999999/],
      [['banners:move', '1'], /Unknown command "banners:move"/],
    ];
    const before = await t.db.query('select * from ad_banners order by id');
    const files = bannerFiles();
    for (const [args, message] of refusals) await expect(run(...args)).rejects.toThrow(message);
    expect(await t.db.query('select * from ad_banners order by id')).toEqual(before);
    expect(bannerFiles()).toEqual(files);
  });

  it('removes the stored picture again when the row cannot be written', async () => {
    const image = await pictureFile('doomed.png', 728, 90);
    const files = bannerFiles();
    // The only way left for the insert to fail: the database refusing the row.
    await t.db.exec('alter table ad_banners add constraint test_refuses check (sequence <> 4242)');
    try {
      await expect(
        run(
          'banners:add',
          '--page',
          'homepage',
          '--placement',
          'below_slider',
          '--image',
          image,
          '--link',
          'https://example.com/',
          '--sequence',
          '4242',
        ),
      ).rejects.toThrow(/test_refuses/);
    } finally {
      await t.db.exec('alter table ad_banners drop constraint test_refuses');
    }
    expect(bannerFiles()).toEqual(files);
  });
});
