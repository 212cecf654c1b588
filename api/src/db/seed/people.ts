import type { Queryable } from '../db';
import { bulkInsert } from './bulk-insert';
import { seedCities } from './sources/cities';
import { agencies, firstNames, lastNames } from './sources/words';
import { seedImages } from './image-keys';
import { slugify, streamFor } from './random';

export interface PeopleIds {
  adminId: number;
  agentIds: number[];
  /** Everyone who can favourite or show interest. */
  allIds: number[];
}

/** The admin (id 1), the agents who own most listings, and members who only browse. */
export async function seedPeople(
  db: Queryable,
  counts: { agents: number; members: number },
  now: Date,
): Promise<PeopleIds> {
  const total = 1 + counts.agents + counts.members;
  const rows = Array.from({ length: total }, (_, index) => {
    const id = index + 1;
    const random = streamFor('user', id);
    const isAdmin = id === 1;
    const isAgent = !isAdmin && id <= 1 + counts.agents;
    const first = isAdmin ? 'Domus' : firstNames[(index * 7) % firstNames.length]!;
    const last = isAdmin ? 'Team' : lastNames[(index * 11) % lastNames.length]!;
    const name = `${first} ${last}`;
    const city = random.pick(seedCities);
    const agency = random.pick(agencies);
    return [
      id,
      `${slugify(name)}-${id}`,
      name,
      isAdmin ? 'admin@domus.example' : `${slugify(first)}.${slugify(last)}${id}@domus.example`,
      `+1 555 ${String(1000 + id).padStart(4, '0')}`,
      `${random.int(1, 200)} ${random.pick(['Market', 'Station', 'Harbour', 'Park'])} Street, ${city.name}`,
      3,
      seedImages.avatars[index % seedImages.avatars.length],
      isAgent
        ? `${first} has helped families and investors find the right property for ${random.int(3, 20)} years, now with ${agency}.`
        : '',
      city.name,
      city.state,
      city.country,
      city.latitude,
      city.longitude,
      isAdmin ? 'admin' : 'user',
      isAdmin || (isAgent && random.chance(0.6)) ? 'success' : 'initial',
      new Date(now.getTime() - random.int(400, 900) * 24 * 3600 * 1000),
    ];
  });
  await bulkInsert(
    db,
    'users',
    {
      id: 'int',
      slug_id: 'text',
      name: 'text',
      email: 'text',
      mobile: 'text',
      address: 'text',
      logintype: 'smallint',
      profile: 'text',
      about_me: 'text',
      city: 'text',
      state: 'text',
      country: 'text',
      latitude: 'float8',
      longitude: 'float8',
      role: 'text',
      verification_status: 'text',
      created_at: 'timestamptz',
    },
    rows,
  );
  const ids = rows.map((row) => row[0] as number);
  return { adminId: 1, agentIds: ids.slice(1, 1 + counts.agents), allIds: ids };
}
