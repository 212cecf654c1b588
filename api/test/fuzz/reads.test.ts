import { catalogueCallsMissing } from './catalogue-check';
import { startFuzzer, type Fuzzer } from './fuzzer';

/*
 * Property-based fuzzing (fast-check) of every GET route the app registers, with generated
 * query strings; writes.test.ts does the other methods on a database of its own, so jest runs
 * the two side by side. A failure prints the route, the request, the reply and the seed.
 */
describe('generated GET requests', () => {
  let fuzz: Fuzzer;
  beforeAll(async () => {
    fuzz = await startFuzzer();
  });
  afterAll(() => fuzz?.close());

  const reads = () => fuzz.routes.filter((route) => route.method === 'GET');

  it('cover every GET call of the catalogue', () => {
    expect(catalogueCallsMissing(reads(), ['GET'])).toEqual([]);
  });

  it('get no 5xx, and every refusal is a 4xx envelope', async () => {
    expect(await fuzz.run(reads())).toEqual([]);
  }, 600_000);

  it('get past sign-in on every route', () => {
    expect(fuzz.neverPastSignIn(reads())).toEqual([]);
  });
});
