import fs from 'node:fs';
import path from 'node:path';
import { calls, type CallName } from '@domus/shared/contract';
import { repoRootDir } from '../config';

export interface CatalogueSection {
  title: string;
  /** The words in brackets after a section's title ("the caller must be an admin; 403 otherwise"). */
  note?: string;
  calls: { name: CallName; doc?: string }[];
}

export const catalogueFile = path.join(repoRootDir, 'shared/src/contract/catalogue.ts');

const sectionComment = /^\s*\/\/\s*(.+?)\s*$/;
const callEntry = /^\s*(\w+):\s*call\(/;

/**
 * The catalogue's calls in its order, grouped by the `// Section` comments above them, with the
 * doc comment a call may have. The sections exist only as comments, hence the source is read.
 * A call the source does not show that way still gets a section of its own ("Other calls").
 */
export function catalogueSections(source = fs.readFileSync(catalogueFile, 'utf8')): CatalogueSection[] {
  const sections: CatalogueSection[] = [];
  let current: CatalogueSection | undefined;
  let doc: string[] | undefined;
  let inDoc = false;
  const body = source.slice(source.indexOf('export const calls'));
  for (const line of body.split('\n')) {
    if (inDoc || line.trim().startsWith('/**')) {
      inDoc = !line.includes('*/');
      const text = line
        .replace(/^\s*\/?\*+\/?/, '')
        .replace(/\*\/\s*$/, '')
        .trim();
      doc = [...(doc ?? []), ...(text ? [text] : [])];
      continue;
    }
    const entry = callEntry.exec(line);
    if (entry && Object.hasOwn(calls, entry[1]!)) {
      if (!current) sections.push((current = { title: 'Calls', calls: [] }));
      current.calls.push({ name: entry[1] as CallName, ...(doc?.length ? { doc: doc.join(' ') } : {}) });
      doc = undefined;
      continue;
    }
    const comment = sectionComment.exec(line);
    if (comment) {
      const [, title, note] = /^([^(]+?)\s*(?:\((.+)\))?$/.exec(comment[1]!)!;
      sections.push((current = { title: title!, ...(note ? { note } : {}), calls: [] }));
    }
    doc = undefined;
  }
  const listed = new Set(sections.flatMap((section) => section.calls.map((call) => call.name)));
  const unlisted = (Object.keys(calls) as CallName[]).filter((name) => !listed.has(name));
  if (unlisted.length) sections.push({ title: 'Other calls', calls: unlisted.map((name) => ({ name })) });
  return sections.filter((section) => section.calls.length > 0);
}
