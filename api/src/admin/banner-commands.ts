import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { adBannerPlacements, listingUploadRules } from '@domus/shared/contract';
import type { AppDeps } from '../app-deps';
import { tooLargeMessage } from '../files/listing-files';
import { UploadedFile } from '../files/uploaded-file';
import { BannerAdministration, bannerPlatforms, type BannerListing } from '../modules/banners/administration';
import { commandActor } from './arguments';

const placements = Object.entries(adBannerPlacements)
  .map(([page, places]) => `${page}: ${places.join(', ')}`)
  .join('\n                  ');

export const bannerUsage = `  banners:list                    every banner: where, when, what it opens
  banners:add --page homepage --placement below_slider --image <picture.jpg|png>
              [--link https://...] [--property <listing id or slug>] [--platform ${bannerPlatforms.join('|')}]
              [--from 2025-07-01] [--until 2025-08-01T18:00] [--sequence 0]
                  opens the listing while it is public, else the link; dates in UTC unless
                  a zone is given (+02:00); placements by page:
                  ${placements}
  banners:remove <id>             the banner and its picture`;

/** `2025-07-01`, `2025-07-01T18:00[:00]` (or with a space), with an optional zone; UTC without one. */
function dateOf(option: string, text: string | undefined) {
  if (text === undefined) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?))?(Z|[+-]\d{2}:\d{2})?$/.exec(text.trim());
  const date = match ? new Date(`${match[1]}T${match[2] ?? '00:00'}${match[3] ?? 'Z'}`) : undefined;
  if (!date || Number.isNaN(date.getTime())) {
    throw new Error(`--${option} must be a date like 2025-07-01 or 2025-07-01T18:00 (not "${text}")`);
  }
  return date;
}

async function pictureFile(path: string | undefined) {
  if (!path) throw new Error('banners:add needs --image <path to a JPEG or PNG picture>');
  const stat = await fs.stat(path).catch(() => undefined);
  if (!stat?.isFile()) throw new Error(`--image: there is no file at ${path}`);
  if (stat.size > listingUploadRules.imageMaxBytes) {
    throw new Error(tooLargeMessage('--image', listingUploadRules.imageMaxBytes));
  }
  return UploadedFile.at(path);
}

const minute = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace('T', ' ') : 'open-ended');

function bannerLine(banner: BannerListing) {
  const opens: string[] = [];
  if (banner.property_id !== null) {
    opens.push(
      `listing #${banner.property_id} ${banner.property_slug}${banner.property_public ? '' : ' (not public)'}`,
    );
  }
  if (banner.external_link_url) opens.push(banner.external_link_url);
  const hidden = !banner.property_public && banner.external_link_url === '';
  return (
    `#${banner.id} ${banner.page}/${banner.placement} [${banner.platform}, sequence ${banner.sequence}] ` +
    `${banner.state} ${minute(banner.starts_at)} → ${minute(banner.ends_at)}: ` +
    `opens ${opens.join(', else ') || 'nothing'}${hidden ? ' (hidden: nothing to open)' : ''}; ${banner.image_url}`
  );
}

/** The banners:* admin commands (banner advertisements); false when `command` is not one of them. */
export async function runBannerCommand(
  command: string | undefined,
  args: string[],
  deps: Pick<AppDeps, 'db' | 'files' | 'config' | 'storage'>,
  print: (text: string) => void,
): Promise<boolean> {
  if (!command?.startsWith('banners:')) return false;
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      page: { type: 'string' },
      placement: { type: 'string' },
      image: { type: 'string' },
      link: { type: 'string' },
      property: { type: 'string' },
      platform: { type: 'string' },
      from: { type: 'string' },
      until: { type: 'string' },
      sequence: { type: 'string' },
    },
  });
  const banners = new BannerAdministration(deps);

  switch (command) {
    case 'banners:list': {
      const all = await banners.list();
      for (const banner of all) print(bannerLine(banner));
      print(`${all.length} banners`);
      return true;
    }
    case 'banners:add': {
      if (!values.page || !values.placement)
        throw new Error(`banners:add needs --page and --placement\n\n${bannerUsage}`);
      if (values.sequence !== undefined && !/^\d{1,7}$/.test(values.sequence)) {
        throw new Error('--sequence must be a whole number from 0');
      }
      const draft = {
        page: values.page,
        placement: values.placement,
        platform: values.platform,
        link: values.link,
        property: values.property,
        from: dateOf('from', values.from),
        until: dateOf('until', values.until),
        sequence: values.sequence === undefined ? undefined : Number(values.sequence),
      };
      const image = await pictureFile(values.image);
      print(`Added ${bannerLine(await banners.add({ ...draft, image }, commandActor))}`);
      return true;
    }
    case 'banners:remove': {
      const id = positionals[1] ?? '';
      if (!/^\d{1,9}$/.test(id)) throw new Error('banners:remove needs a banner id (a whole number)');
      print(`Removed ${bannerLine(await banners.remove(Number(id), commandActor))}`);
      return true;
    }
    default:
      throw new Error(`Unknown command "${command}".\n\n${bannerUsage}`);
  }
}
