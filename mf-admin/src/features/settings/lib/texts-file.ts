import { languageTextsField } from '@domus/shared/contract';

export type TextsFile = { texts: Record<string, string> } | { refusal: string };

/**
 * A language's texts file as the upload reads it: a JSON object of texts by key, as "Download
 * texts" saves it. `refusal` is the API's own message for a file it would refuse, or `notJson`.
 */
export function readTextsFile(content: string): TextsFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { refusal: 'notJson' };
  }
  const checked = languageTextsField.safeParse(parsed);
  return checked.success ? { texts: checked.data } : { refusal: checked.error.issues[0]?.message ?? 'notJson' };
}
