import { listingMessages } from '@domus/shared/contract';
import { z } from 'zod';

import { checkMainPhoto, emptyListingForm, listingFieldRules } from '../listing-form-schema';

// A listing's shared rules with its main photo under a name of its own, as property and project do.
const schemaOf = (hasSaved: boolean) =>
  z
    .object({ ...listingFieldRules, cover: z.array(z.instanceof(File)) })
    .superRefine((form, ctx) => checkMainPhoto(ctx, { path: 'cover', chosen: form.cover, hasSaved }));

const issuesOf = (values: object, hasSaved = false) =>
  Object.fromEntries(
    (schemaOf(hasSaved).safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

const porto = {
  city: 'Porto',
  state: 'Porto',
  country: 'Portugal',
  address: 'Ribeira 1',
  latitude: 41.14,
  longitude: -8.61,
};
const filled = {
  ...emptyListingForm,
  category_id: '2',
  title: 'Ribeira lofts',
  description: 'By the river.',
  location: porto,
};

describe('the rules every listing form shares', () => {
  it('asks for category, title, description, a whole place and the main photo, in the contract texts', () => {
    expect(issuesOf({ ...emptyListingForm, cover: [] })).toEqual({
      category_id: listingMessages.categoryRequired,
      title: listingMessages.titleRequired,
      description: listingMessages.descriptionRequired,
      location: listingMessages.locationIncomplete,
      cover: listingMessages.titleImageRequired,
    });
  });

  it('takes a saved main photo, or a new one, in place of asking for it', () => {
    expect(issuesOf({ ...filled, cover: [] }, true)).toEqual({});
    expect(issuesOf({ ...filled, cover: [new File(['x'], 'front.jpg', { type: 'image/jpeg' })] })).toEqual({});
  });

  it('takes no video link, or a web address only', () => {
    expect(issuesOf({ ...filled, cover: [], video_link: 'https://video.example.test/lofts' }, true)).toEqual({});
    expect(issuesOf({ ...filled, cover: [], video_link: 'lofts.mp4' }, true)).toEqual({
      video_link: 'validation.videoLink',
    });
  });
});
