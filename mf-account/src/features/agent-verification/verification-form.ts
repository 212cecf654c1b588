import { uploadRules, type VerificationFieldValue, type VerificationFormField } from '@domus/shared/contract';
import { z } from 'zod';

export type AnswerValue = string | string[] | FileList | undefined;
export type VerificationAnswers = Record<string, AnswerValue>;

export const answerKey = (field: Pick<VerificationFormField, 'id'>) => `field_${field.id}`;

const fileList = z.custom<FileList | undefined>(
  (value) => value === undefined || value === null || typeof (value as FileList).length === 'number',
);
const firstFile = (value: unknown): File | undefined => (value as FileList | undefined)?.[0];

/** Rules of the admin's form: required answers, numbers, and files (PDF, JPEG or PNG up to 5 MB). */
export function verificationSchema(fields: VerificationFormField[], previous: VerificationFieldValue[] = []) {
  const hasFile = new Set(previous.filter((answer) => answer.file_url).map((answer) => answer.id));
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    switch (field.field_type) {
      case 'checkbox':
        shape[answerKey(field)] = z
          .array(z.string())
          .default([])
          .refine((values) => !field.is_required || values.length > 0, 'validation.chooseOne');
        break;
      case 'file':
        shape[answerKey(field)] = fileList
          .refine(
            (files) => !field.is_required || hasFile.has(field.id) || !!firstFile(files),
            'validation.fileRequired',
          )
          .refine((files) => {
            const file = firstFile(files);
            return !file || (uploadRules.verificationFileTypes as readonly string[]).includes(file.type);
          }, 'validation.fileType')
          .refine((files) => {
            const file = firstFile(files);
            return !file || file.size <= uploadRules.verificationFileMaxBytes;
          }, 'validation.fileTooLarge');
        break;
      default: {
        let text = z.string().trim();
        if (field.is_required) text = text.min(1, 'validation.required');
        shape[answerKey(field)] =
          field.field_type === 'number'
            ? text.refine((value) => value === '' || /^-?\d+(\.\d+)?$/.test(value), 'validation.number')
            : text;
      }
    }
  }
  return z.object(shape);
}

/** The answers last sent, as the form's starting values. */
export function previousAnswers(fields: VerificationFormField[], previous: VerificationFieldValue[] = []) {
  const byId = new Map(previous.map((answer) => [answer.id, answer]));
  const values: VerificationAnswers = {};
  for (const field of fields) {
    const answer = byId.get(field.id);
    if (field.field_type === 'checkbox') values[answerKey(field)] = answer?.values ?? [];
    else if (field.field_type === 'file') values[answerKey(field)] = undefined;
    else values[answerKey(field)] = answer?.value ?? '';
  }
  return values;
}

/** The multipart body: `form_fields[n][id]`, `[value]`, `[value][]` per checkbox choice, the file itself. */
export function verificationFormData(fields: VerificationFormField[], answers: VerificationAnswers): FormData {
  const data = new FormData();
  fields.forEach((field, index) => {
    const name = `form_fields[${index}]`;
    const answer = answers[answerKey(field)];
    data.append(`${name}[id]`, String(field.id));
    if (field.field_type === 'checkbox') {
      for (const choice of (answer as string[] | undefined) ?? []) data.append(`${name}[value][]`, choice);
    } else if (field.field_type === 'file') {
      const file = firstFile(answer);
      if (file) data.append(`${name}[value]`, file);
    } else {
      data.append(`${name}[value]`, typeof answer === 'string' ? answer : '');
    }
  });
  return data;
}
