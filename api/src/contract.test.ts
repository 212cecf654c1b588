import fs from 'node:fs';
import path from 'node:path';
import * as contract from '@domus/shared/contract';

/** The contract index names its exports one by one (tsx loads it as CommonJS): none may be forgotten. */
describe('@domus/shared/contract', () => {
  const schemasDir = path.resolve(__dirname, '../../shared/src/contract/schemas');
  it.each(fs.readdirSync(schemasDir).filter((file) => file.endsWith('.ts')))(
    'exports everything of schemas/%s',
    async (file) => {
      const module = await import(path.join(schemasDir, file));
      for (const name of Object.keys(module)) expect(contract).toHaveProperty(name);
    },
  );
});
