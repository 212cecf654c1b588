import type { Queryable } from '../db';
import { bulkInsert } from './bulk-insert';
import type { ListingReferenceIds } from './reference-data';
import { seedCities } from './sources/cities';
import { neighbourhoods, projectNames, streetKinds, streets } from './sources/words';
import { seedImages } from './image-keys';
import type { PeopleIds } from './people';
import { slugify, streamFor } from './random';

const DAY = 24 * 3600 * 1000;

/** Which projects are featured, by position. */
export const projectAdTypeOf = (index: number): 'slider' | 'list' | undefined =>
  index % 11 === 10 ? undefined : index % 10 === 1 ? 'slider' : index % 6 === 0 ? 'list' : undefined;

/** Development projects with plans, documents and galleries; every 11th waits for review. */
export async function seedProjects(
  db: Queryable,
  count: number,
  { references, people, now }: { references: ListingReferenceIds; people: PeopleIds; now: Date },
) {
  const projects: unknown[][] = [];
  const plans: unknown[][] = [];
  const documents: unknown[][] = [];
  const images: unknown[][] = [];
  const ads: unknown[][] = [];
  for (let index = 0; index < count; index++) {
    const id = index + 1;
    const random = streamFor('project', index);
    const phase = Math.floor(index / projectNames.length);
    const title = `${projectNames[index % projectNames.length]}${phase ? ` Phase ${phase + 1}` : ''}`;
    const city = random.pick(seedCities);
    const categorySlug = random.weighted([
      ['apartment', 5],
      ['villa', 2],
      ['office', 2],
      ['house', 2],
    ] as const);
    const type = random.chance(0.5) ? 'upcoming' : 'under_construction';
    const hood = random.pick(neighbourhoods);
    const units = random.int(24, 400);
    const pending = index % 11 === 10;
    const description = [
      `${title} brings ${units} new ${categorySlug === 'office' ? 'office suites' : 'homes'} to ${hood}, ${city.name}.`,
      type === 'upcoming'
        ? 'Sales open soon, with early-bird prices for the first buyers.'
        : 'Construction is well under way, with completion planned within two years.',
      'Residents will enjoy landscaped gardens, secure parking and a residents’ lounge.',
    ].join(' ');
    const ownerId = random.pick(people.agentIds);
    projects.push([
      id,
      `${slugify(title)}-${id}`,
      ownerId,
      references.categoryIdBySlug.get(categorySlug),
      title,
      description,
      type,
      seedImages.projects[index % seedImages.projects.length],
      `${random.int(1, 90)} ${random.pick(streets)} ${random.pick(streetKinds)}, ${hood}`,
      city.name,
      city.state,
      city.country,
      Number((city.latitude + random.float(-0.05, 0.05)).toFixed(6)),
      Number((city.longitude + random.float(-0.05, 0.05)).toFixed(6)),
      title,
      description.slice(0, 155),
      `new development, ${city.name}, ${categorySlug}`,
      seedImages.projects[index % seedImages.projects.length],
      pending ? 0 : 1,
      pending ? 'pending' : 'approved',
      new Date(now.getTime() - random.int(1, 300) * DAY),
    ]);
    const planTitles = ['Type A · 1 bedroom', 'Type B · 2 bedrooms', 'Type C · 3 bedrooms'];
    for (let plan = 0; plan < random.int(2, 3); plan++)
      plans.push([id, planTitles[plan], seedImages.plans[plan % seedImages.plans.length]]);
    documents.push([id, 'Project brochure.pdf', seedImages.brochure]);
    if (random.chance(0.5)) documents.push([id, 'Price list.pdf', seedImages.priceList]);
    random
      .sample([...seedImages.projects, ...seedImages.interiors], 4)
      .forEach((image, sequence) => images.push([id, image, sequence]));
    const adType = projectAdTypeOf(index);
    if (adType)
      ads.push([
        ownerId,
        id,
        adType,
        'approved',
        new Date(now.getTime() - 5 * DAY),
        new Date(now.getTime() + 365 * DAY),
      ]);
  }
  await bulkInsert(
    db,
    'projects',
    {
      id: 'int',
      slug_id: 'text',
      user_id: 'int',
      category_id: 'int',
      title: 'text',
      description: 'text',
      type: 'text',
      image: 'text',
      location: 'text',
      city: 'text',
      state: 'text',
      country: 'text',
      latitude: 'float8',
      longitude: 'float8',
      meta_title: 'text',
      meta_description: 'text',
      meta_keywords: 'text',
      meta_image: 'text',
      status: 'smallint',
      request_status: 'text',
      created_at: 'timestamptz',
    },
    projects,
  );
  await bulkInsert(db, 'project_plans', { project_id: 'int', title: 'text', document: 'text' }, plans);
  await bulkInsert(db, 'project_documents', { project_id: 'int', file_name: 'text', file: 'text' }, documents);
  await bulkInsert(db, 'project_images', { project_id: 'int', image: 'text', sequence: 'int' }, images);
  await bulkInsert(
    db,
    'advertisements',
    {
      user_id: 'int',
      project_id: 'int',
      type: 'text',
      status: 'text',
      start_date: 'timestamptz',
      end_date: 'timestamptz',
    },
    ads,
  );
}
