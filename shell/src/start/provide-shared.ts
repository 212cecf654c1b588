/**
 * Entries of @domus/shared that the shell itself does not use but remotes do. Importing them
 * here loads the shell's copy first, so the share scope serves it and no remote ever fetches
 * its own fallback chunk (the e2e federation spec checks this against every remote's manifest).
 * Loaded, the shell's version is also the one the runtime holds every remote to: an entry no one
 * had loaded yet would go to the highest version registered, a remote of another major's
 * included (shared/build/shared-deps.ts; __tests__/provide-shared.test.ts keeps this list complete).
 * The contract is the exception (shared/build/shared-deps.ts `notInShell`).
 */
import '@domus/shared/format';
import '@domus/shared/guards';
