import { requestsScript } from '../../bench/pgbench';

const page = (city: string, offset: number) => [
  { sql: 'select id from properties\n where lower(city) = lower($1) limit 10 offset $2', params: [city, offset] },
  { sql: 'select * from properties where id = any($1)', params: [[3, 2, 1]] },
];

describe('the pgbench anchor script', () => {
  it('shares one prepared command per statement between requests of the same shape, each binding its own values', () => {
    const { script, shapes } = requestsScript([page('London', 0), page("Val d'Isère", 20)]);
    expect(shapes).toBe(1);
    expect(script).toBe(
      [
        '\\set request random(0, 1)',
        '\\if :request = 0',
        'select \'London\' as s0_1, \'0\' as s0_2, \'{"3","2","1"}\' as s1_1, 0 as shape \\gset',
        '\\elif :request = 1',
        "select 'Val d''Isère' as s0_1, '20' as s0_2, '{\"3\",\"2\",\"1\"}' as s1_1, 0 as shape \\gset",
        '\\endif',
        '\\if :shape = 0',
        'select id from properties where lower(city) = lower(:s0_1) limit 10 offset :s0_2;',
        'select * from properties where id = any(:s1_1);',
        '\\endif',
        '',
      ].join('\n'),
    );
  });

  it('gives requests with other statements a shape of their own, and writes a null as SQL null', () => {
    const other = [{ sql: 'select count(*) from properties where price >= $1', params: [null] }];
    const { script, shapes } = requestsScript([page('Paris', 0), other]);
    expect(shapes).toBe(2);
    expect(script).toContain('\\elif :request = 1\nselect 1 as shape \\gset');
    expect(script).toContain('\\elif :shape = 1\nselect count(*) from properties where price >= null;');
  });

  it('refuses to replay a request that wrote', () => {
    expect(() =>
      requestsScript([[{ sql: 'update properties set total_view = total_view + 1 where id = $1', params: [1] }]]),
    ).toThrow(/wrote in steady state/);
    expect(() =>
      requestsScript([[{ sql: 'with gone as (delete from favourites returning 1) select 1', params: [] }]]),
    ).toThrow(/wrote in steady state/);
  });
});
