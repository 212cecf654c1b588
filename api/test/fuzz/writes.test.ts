import { catalogueCallsMissing } from './catalogue-check';
import { startFuzzer, type Fuzzer } from './fuzzer';

/*
 * Property-based fuzzing (fast-check) of every POST and DELETE route the app registers, with
 * generated bodies: JSON, urlencoded and multipart with files, lying Content-Types and odd
 * headers. A failure prints the route, the request, the reply and the seed.
 */
describe('generated POST and DELETE requests', () => {
  let fuzz: Fuzzer;
  beforeAll(async () => {
    fuzz = await startFuzzer();
  });
  afterAll(() => fuzz?.close());

  const writes = () => fuzz.routes.filter((route) => route.method !== 'GET');

  it('cover every POST and DELETE call of the catalogue', () => {
    expect(catalogueCallsMissing(writes(), ['POST', 'DELETE'])).toEqual([]);
  });

  it('get no 5xx, and every refusal is a 4xx envelope', async () => {
    expect(await fuzz.run(writes())).toEqual([]);
  }, 600_000);

  it('get past sign-in on every route', () => {
    expect(fuzz.neverPastSignIn(writes())).toEqual([]);
  });
});
