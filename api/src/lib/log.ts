/** The part of Fastify's logger the app's code uses; `pnpm admin` passes one writing to the console. */
export interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
