import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';

/** Where a command reads a password from: stdin, never an argument (shell history, `ps`). */
export interface PasswordInput {
  /** The password; `prompt` is shown when a person types it. */
  read(prompt: string): Promise<string>;
}

/** Everything piped to stdin, less its last line break (`--password-stdin`). */
async function readAll(stream: Readable): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

/** A line typed at a terminal without echoing it. */
function readHidden(input: NodeJS.ReadStream, output: Writable, prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const lines = readline.createInterface({ input, output, terminal: true });
    // Echo nothing of what is typed; the prompt itself is written before muting.
    output.write(prompt);
    (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
    lines.question('', (answer) => {
      lines.close();
      output.write('\n');
      resolve(answer);
    });
  });
}

/**
 * A person at a terminal types it twice, unseen; otherwise it is read from stdin, which
 * `--password-stdin` asks for explicitly so that a script never waits on a terminal.
 */
export function passwordFromStdin(fromStdin: boolean): PasswordInput {
  return {
    async read(prompt) {
      if (fromStdin) return readAll(process.stdin);
      if (!process.stdin.isTTY) throw new Error('Type the password at a terminal, or pipe it with --password-stdin.');
      const first = await readHidden(process.stdin, process.stdout, prompt);
      const again = await readHidden(process.stdin, process.stdout, 'Again: ');
      if (first !== again) throw new Error('The two passwords differ; nothing was created.');
      return first;
    },
  };
}
